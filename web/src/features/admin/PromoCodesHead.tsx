import { Table, VisuallyHidden } from '@mantine/core';

/** The promo codes table's column headings. */
export function PromoCodesHead() {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">Code</Table.Th>
        <Table.Th scope="col" ta="right">
          Percent off
        </Table.Th>
        <Table.Th scope="col" ta="right">
          Uses left
        </Table.Th>
        <Table.Th scope="col" ta="right">
          Redemptions
        </Table.Th>
        <Table.Th scope="col">Active</Table.Th>
        <Table.Th scope="col">
          <VisuallyHidden>Actions</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

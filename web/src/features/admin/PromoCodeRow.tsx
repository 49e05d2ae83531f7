import { Button, Switch, Table } from '@mantine/core';
import type { PromoCodeView } from '@pressrun/domain';
import { IconPencil } from '@tabler/icons-react';

const count = new Intl.NumberFormat('en-US');

/** One code in the staff table; while its switch is saving it shows the state being saved. */
export function PromoCodeRow({
  promo,
  switching,
  switchingTo,
  onToggle,
  onEdit,
}: {
  promo: PromoCodeView;
  switching: boolean;
  switchingTo: boolean;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600} ff="monospace">
        {promo.code}
      </Table.Th>
      <Table.Td ta="right">{promo.percent}%</Table.Td>
      <Table.Td ta="right">{count.format(promo.usesLeft)}</Table.Td>
      <Table.Td ta="right">{count.format(promo.redemptions)}</Table.Td>
      <Table.Td>
        <Switch
          aria-label={`Active ${promo.code}`}
          checked={switching ? switchingTo : promo.active}
          disabled={switching}
          onChange={(e) => onToggle(e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td ta="right">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPencil size={14} />}
          aria-label={`Edit ${promo.code}`}
          onClick={onEdit}
        >
          Edit
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

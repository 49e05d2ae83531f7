import { Box, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { formatBalance, type StaffCompany } from './companies-api';

/** The companies found, with their owner and credit terms; 'Set credit' opens the credit form. */
export function CompaniesTable({
  companies,
  searching,
  onSetCredit,
}: {
  companies: StaffCompany[];
  searching: boolean;
  onSetCredit: (company: StaffCompany) => void;
}) {
  // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
  return (
    <Box tabIndex={0} role="region" aria-label="Companies" style={{ overflowX: 'auto' }}>
      <Box miw={680}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" ta="right">
                ID
              </Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Owner email</Table.Th>
              <Table.Th scope="col" ta="right">
                Credit terms
              </Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {companies.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" fz="sm">
                    {searching ? 'No company matches that search.' : 'No companies yet.'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {companies.map((company) => (
              <Table.Tr key={company.id}>
                <Table.Td ta="right">{company.id}</Table.Td>
                <Table.Th scope="row" fw={600}>
                  {company.name}
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {company.ownerEmail ?? (
                    <Text span c="dimmed" fz="sm">
                      No users
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {company.termBalance === null ? (
                    <Text span c="dimmed" fz="sm">
                      No terms
                    </Text>
                  ) : (
                    formatBalance(company.termBalance)
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconCreditCard size={14} aria-hidden />}
                    aria-label={`Set credit for ${company.name}`}
                    onClick={() => onSetCredit(company)}
                  >
                    Set credit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Box>
  );
}

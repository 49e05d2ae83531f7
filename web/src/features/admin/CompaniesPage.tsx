import { Alert, Card, Loader, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { StaffFrame } from '../../components/StaffFrame';
import { CompaniesTable } from './CompaniesTable';
import { CreditTermsModal } from './CreditTermsModal';
import { SEARCH_MAX, type StaffCompany, useCompanies } from './companies-api';

/** /admin/companies: staff find a company and set or remove its credit terms. */
export default function CompaniesPage() {
  const [search, setSearch] = useState('');
  // One request once typing pauses, not one per key.
  const [q] = useDebouncedValue(search.trim(), 300);
  const companies = useCompanies(q);
  const [crediting, setCrediting] = useState<StaffCompany | null>(null);

  return (
    <StaffFrame title="Companies">
      <Card withBorder radius="lg" padding="sm" component="section" aria-label="Companies found">
        <Stack gap="sm">
          <TextInput
            label="Search by name, email or id"
            type="search"
            maxLength={SEARCH_MAX}
            autoComplete="off"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={companies.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
            maw={{ base: '100%', sm: 420 }}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          {companies.isPending ? (
            <Loader size="sm" aria-label="Loading companies" />
          ) : companies.isError ? (
            <Alert color="red" role="alert">
              {companies.error.message}
            </Alert>
          ) : (
            <CompaniesTable companies={companies.data} searching={q !== ''} onSetCredit={setCrediting} />
          )}
        </Stack>
      </Card>
      <CreditTermsModal company={crediting} onClose={() => setCrediting(null)} />
    </StaffFrame>
  );
}

import { Alert, Anchor, Box, Card, Container, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { COMPANY_NAME } from '../../components/site';
import { CompaniesTable } from './CompaniesTable';
import { CreditTermsModal } from './CreditTermsModal';
import { SEARCH_MAX, type StaffCompany, useCompanies } from './companies-api';

/** /admin/companies: staff find a company and set or remove its credit terms. */
export default function CompaniesPage() {
  useEffect(() => {
    document.title = `Companies · ${COMPANY_NAME}`;
  }, []);
  const [search, setSearch] = useState('');
  // One request once typing pauses, not one per key.
  const [q] = useDebouncedValue(search.trim(), 300);
  const companies = useCompanies(q);
  const [crediting, setCrediting] = useState<StaffCompany | null>(null);

  return (
    <Box component="main" mih="100vh" bg="gray.0">
      <Container size={1100} px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group>
            <Anchor component={Link} to="/admin" fz="sm">
              <Group gap={4}>
                <IconArrowLeft size={16} aria-hidden /> Staff console
              </Group>
            </Anchor>
          </Group>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Companies
          </Title>
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
        </Stack>
      </Container>
      <CreditTermsModal company={crediting} onClose={() => setCrediting(null)} />
    </Box>
  );
}

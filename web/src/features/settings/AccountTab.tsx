import { Center, Grid, Loader } from '@mantine/core';
import { Section } from '../../components/DetailSection';
import { LoadError } from '../../components/PageStates';
import { AccountForm } from './AccountForm';
import { useAccount } from './api';
import { ShipFromCard } from './ShipFromCard';

/** Settings' Account tab: the ship-from address beside the account form (stacked on a phone). */
export function AccountTab() {
  const account = useAccount();
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
        <ShipFromCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
        <Section title="Account" id="account-title">
          {account.isPending ? (
            <Center py="xl">
              <Loader color="navy" size="sm" aria-label="Loading your account" />
            </Center>
          ) : account.isError ? (
            <LoadError
              title="Your account could not be loaded"
              message={account.error.message}
              onRetry={() => void account.refetch()}
            />
          ) : (
            <AccountForm account={account.data} />
          )}
        </Section>
      </Grid.Col>
    </Grid>
  );
}

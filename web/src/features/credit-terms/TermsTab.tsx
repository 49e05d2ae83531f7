import { Card, Center, Loader, Stack, Title } from '@mantine/core';
import { LoadError } from '../../components/PageStates';
import { useCreditTerms } from './api';
import { TermOrdersCard } from './TermOrdersCard';
import { TermsStatus } from './TermsStatus';
import { useTermOrderChoice } from './useTermOrderChoice';

/**
 * Billing's Credit Terms tab: how the terms stand (and applying for them), the orders paid by
 * terms with what each still owes, and paying the chosen open ones by card, which restores the
 * balance.
 */
export function TermsTab() {
  const query = useCreditTerms();
  const choice = useTermOrderChoice();

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader color="navy" aria-label="Loading credit terms" />
      </Center>
    );
  if (query.isError)
    return (
      <LoadError
        title="Your credit terms could not be loaded"
        icon={null}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );

  const [first] = query.data.pages;
  const orders = query.data.pages.flatMap((p) => p.orders);

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="terms-title">
        <Title order={2} fz="lg" mb="sm" id="terms-title">
          Credit terms
        </Title>
        <TermsStatus page={first!} />
      </Card>
      <TermOrdersCard first={first!} orders={orders} pages={query} choice={choice} />
    </Stack>
  );
}

import { Alert, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { money } from '../../app/format';
import { LoadMore } from '../../components/LoadMore';
import { DismissibleError, LoadError } from '../../components/PageStates';
import { useCreditTerms } from './api';
import { PayTermOrders } from './PayTermOrders';
import { TermOrdersTable } from './TermOrdersTable';
import { TermsStatus } from './TermsStatus';

/**
 * Billing's Credit Terms tab: how the terms stand (and applying for them), the orders paid by
 * terms with what each still owes, and paying the chosen open ones by card, which restores the
 * balance.
 */
export function TermsTab() {
  const query = useCreditTerms();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [paid, setPaid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

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
  // Only orders still open and shown can be chosen (a payment elsewhere may have settled some).
  const chosen = orders.filter((o) => o.payment === 'Open' && selected.has(o.id));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (all: boolean) =>
    setSelected(all ? new Set(orders.filter((o) => o.payment === 'Open').map((o) => o.id)) : new Set());

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="terms-title">
        <Title order={2} fz="lg" mb="sm" id="terms-title">
          Credit terms
        </Title>
        <TermsStatus page={first!} />
      </Card>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="term-orders-title">
        <Stack gap="md">
          <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
            <Title order={2} fz="lg" id="term-orders-title">
              Term orders
            </Title>
            {first!.open.count > 0 && (
              <Text fz="sm" data-testid="term-open-total">
                Open: {first!.open.count} order{first!.open.count === 1 ? '' : 's'} ·{' '}
                {money(first!.open.amount)}
              </Text>
            )}
          </Group>
          {paid && (
            <Alert
              role="status"
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} aria-hidden />}
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setPaid(null)}
              data-testid="term-paid"
            >
              {paid}
            </Alert>
          )}
          {error && <DismissibleError message={error} onClose={() => setError(null)} />}
          {orders.length === 0 ? (
            <Text c="dimmed" fz="sm" data-testid="term-orders-empty">
              No orders paid by terms yet.
            </Text>
          ) : (
            <>
              <TermOrdersTable
                orders={orders}
                selected={selected}
                onToggle={toggle}
                onToggleAll={toggleAll}
              />
              {query.hasNextPage && (
                <Group justify="center">
                  <LoadMore pages={query} />
                </Group>
              )}
              <PayTermOrders
                orders={chosen}
                card={first!.card}
                onPaid={(message) => {
                  setError(null);
                  setPaid(message);
                  setSelected(new Set());
                }}
                onFailed={(message) => {
                  setPaid(null);
                  setError(message);
                }}
              />
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

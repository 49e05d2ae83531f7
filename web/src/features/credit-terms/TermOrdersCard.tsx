import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { money } from '../../app/format';
import { LoadMore } from '../../components/LoadMore';
import { DismissibleError } from '../../components/PageStates';
import type { CreditTermsPage, TermOrder } from './api';
import { PayTermOrders } from './PayTermOrders';
import { TermOrdersTable } from './TermOrdersTable';
import type { TermOrderChoice } from './useTermOrderChoice';

/** The orders paid by terms with what each still owes, and paying the chosen open ones by card. */
export function TermOrdersCard({
  first,
  orders,
  pages,
  choice,
}: {
  first: CreditTermsPage;
  orders: TermOrder[];
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  choice: TermOrderChoice;
}) {
  const { selected, paid, error } = choice;
  // Only orders still open and shown can be chosen (a payment elsewhere may have settled some).
  const chosen = orders.filter((o) => o.payment === 'Open' && selected.has(o.id));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="term-orders-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="term-orders-title">
            Term orders
          </Title>
          {first.open.count > 0 && (
            <Text fz="sm" data-testid="term-open-total">
              Open: {first.open.count} order{first.open.count === 1 ? '' : 's'} · {money(first.open.amount)}
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
            onClose={() => choice.setPaid(null)}
            data-testid="term-paid"
          >
            {paid}
          </Alert>
        )}
        {error && <DismissibleError message={error} onClose={() => choice.setError(null)} />}
        {orders.length === 0 ? (
          <Text c="dimmed" fz="sm" data-testid="term-orders-empty">
            No orders paid by terms yet.
          </Text>
        ) : (
          <>
            <TermOrdersTable
              orders={orders}
              selected={selected}
              onToggle={choice.toggle}
              onToggleAll={(all) => choice.toggleAll(orders, all)}
            />
            {pages.hasNextPage && (
              <Group justify="center">
                <LoadMore pages={pages} />
              </Group>
            )}
            <PayTermOrders
              orders={chosen}
              card={first.card}
              onPaid={choice.onPaid}
              onFailed={choice.onFailed}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

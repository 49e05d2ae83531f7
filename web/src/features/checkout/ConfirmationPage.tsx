import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { ORDER_MSG } from '@pressrun/domain';
import { useParams } from 'react-router';
import { isFinal } from '../../app/query';
import { PageSkeleton } from '../../app/shell/PageSkeleton';
import { LoadError, NotFoundCard } from '../../components/PageStates';
import { isOrderId, useOrder } from './api';
import { PlacedOrderCard, PlacedSummaryCard, WaysOn } from './ConfirmationCards';
import { ConfirmationItems } from './ConfirmationItems';
import { StepIndicator } from './StepIndicator';

/**
 * Order confirmation (/product/confirmation/:id): the order as placed, where it goes, how it was
 * paid, its items and totals, and the ways on. Only the company's own orders show; any other id
 * reads as an order that does not exist.
 */
export default function ConfirmationPage() {
  const { id } = useParams();
  const valid = isOrderId(id);
  const query = useOrder(id);
  const missing = !valid || isFinal(query.error);

  if (missing)
    return (
      <NotFoundCard
        heading={ORDER_MSG.notFound}
        back={{ to: '/dashboard/default', label: 'Back to the dashboard' }}
      />
    );
  if (query.isError)
    return (
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Order confirmation
        </Title>
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      </Stack>
    );
  const order = query.data;
  if (!order)
    return (
      // The page in outline, as the frame showed it while this page's code loaded.
      <PageSkeleton shape="detail" />
    );

  return (
    <Stack gap="lg" data-testid="order-confirmation">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {ORDER_MSG.thankYou}
      </Title>
      <StepIndicator active={2} />
      <Text>{ORDER_MSG.received}</Text>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <PlacedOrderCard order={order} />
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="items-title">
              <Title order={2} fz="lg" mb="sm" id="items-title">
                Items
              </Title>
              <ConfirmationItems items={order.items} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <PlacedSummaryCard order={order} />
            <WaysOn orderId={order.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import { Alert, Anchor, Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { OrderItems } from './OrderItems';
import { ReviewSummaryCard } from './ReviewSummaryCard';
import { ShipToCard } from './ShipToCard';
import { StepIndicator } from './StepIndicator';
import { StickyTotalBar } from './StickyTotalBar';
import { useOrderReview } from './useOrderReview';

export const CHECKOUT_PATH = '/product/checkout/null&isPaid=false';

/**
 * Order review (/product/orderreview/…, and /product/shipping to resume): the cart's items, the
 * shipping option, the shipping-to form and the order summary. As soon as the address is complete
 * and valid the server prices it, holds it and the form locks; a new option, quantity or promo code
 * prices it again. 'Calculate Order Total' asks again by hand. Edit reopens the form and the server
 * forgets the address and its totals (docs/business-rules.md, Ordering). The held address and its
 * totals come back on a reload. Paid already (`isPaid=true`), the items and options are read-only.
 */
export default function OrderReviewPage({ isPaid = false }: { isPaid?: boolean }) {
  const navigate = useNavigate();
  const state = useOrderReview();
  const { items, review, locked } = state;

  const total = items.length ? (review.totals?.total ?? null) : null;
  const canCheckout = locked && !review.pending && items.length > 0;
  const checkoutButton = (wide: boolean) => (
    <Button
      fullWidth
      mt={wide ? 'md' : 0}
      color="press.5"
      disabled={!canCheckout}
      onClick={() => navigate(CHECKOUT_PATH)}
      visibleFrom={wide ? 'md' : undefined}
    >
      Checkout
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Anchor component={Link} to="/dashboard/default" fz="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} /> Back to the dashboard
          </Group>
        </Anchor>
        <Anchor component={Link} to="/catalog" fz="sm">
          Add more items
        </Anchor>
      </Group>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Order review
      </Title>
      <StepIndicator active={0} />
      {isPaid && (
        <Alert color="teal">
          Thank you for your payment. Please fill out the shipping address and submit your order.
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} fz="lg" mb="sm">
                Items
              </Title>
              <OrderItems items={items} locked={locked} loading={state.cart.isPending} readOnly={isPaid} />
            </Card>
            <ShipToCard state={state} isPaid={isPaid} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ReviewSummaryCard state={state}>{checkoutButton(true)}</ReviewSummaryCard>
        </Grid.Col>
      </Grid>
      <StickyTotalBar total={total}>{checkoutButton(false)}</StickyTotalBar>
    </Stack>
  );
}

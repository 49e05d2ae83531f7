import { Alert, Anchor, Card, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { ACCOUNT_CREDIT_MSG, type OrderView, type PaymentType } from '@pressrun/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ORDER_REVIEW_PATH, useCart } from '../cart';
import { usePaymentStep } from './api';
import { CheckoutNotices } from './CheckoutNotices';
import { CheckoutSummaryCard } from './CheckoutSummaryCard';
import { PaidItemsCard } from './PaidItemsCard';
import { firstMethod, PaymentMethods, usableMethods } from './PaymentMethods';
import { ShipToSummary } from './ShipToSummary';
import { StepIndicator } from './StepIndicator';
import { SubmitOrder } from './SubmitOrder';
import { useBackToOrderReview, usePlaceOnReturn } from './useCheckoutReturn';
import { useSubmitPayment } from './useSubmitPayment';

/**
 * Where the page was opened from: the Checkout button (`null&isPaid=false`), back from the hosted
 * card page paid (`new_card?session_id=`), or back from PayPal approved (`paypal?token=&PayerID=`).
 */
function useReturn() {
  const kind = useParams()['*'] ?? '';
  const [params] = useSearchParams();
  const sessionId = kind === 'new_card' ? params.get('session_id')?.trim() || null : null;
  const paypalOrderId = kind === 'paypal' ? params.get('token')?.trim() || null : null;
  return { sessionId, paypalOrderId };
}

/**
 * The payment step (/product/checkout/…): how to pay, where the order goes, its items and totals,
 * and Submit Order. Without a finished order review (no address held, or an empty cart) it sends the
 * user back there. Back from the hosted card page it places the paid order at once.
 */
export default function CheckoutPage() {
  const navigate = useNavigate();
  const { sessionId, paypalOrderId } = useReturn();
  const step = usePaymentStep();
  const cart = useCart();
  const [chosen, setChosen] = useState<PaymentType | null>(null);
  const placed = useRef(false);

  const onPlaced = (order: OrderView) => {
    placed.current = true;
    // Replace: Back from the confirmation must not come here and pay again.
    navigate(`/product/confirmation/${order.id}`, { replace: true });
  };
  const pay = useSubmitPayment(onPlaced);

  usePlaceOnReturn(sessionId, pay);
  const unfinished = useBackToOrderReview(step, sessionId, placed);

  const data = step.data;
  const returnedFrom = sessionId ? 'new_card' : paypalOrderId ? 'paypal' : null;
  const method = chosen ?? (data ? firstMethod(data, returnedFrom) : null);
  const busy = pay.wait !== null;
  // Account credit covers the whole order: no payment method to choose, nothing is charged.
  const covered = Boolean(data && data.credit.used > 0 && data.credit.toPay === 0 && !returnedFrom);

  const submit = () => {
    if (sessionId) return pay.placePaidByCard(sessionId);
    if (covered) return pay.placeNow({ paymentType: 'account_credit' });
    if (method === 'default_card' || method === 'term') return pay.placeNow({ paymentType: method });
    if (method === 'new_card') return pay.toCardPage();
    if (method === 'paypal') return paypalOrderId ? pay.placeApprovedByPaypal(paypalOrderId) : pay.toPaypal();
  };
  const canSubmit = Boolean(
    sessionId ||
      (data &&
        (covered || (method && usableMethods(data).has(method))) &&
        (cart.data?.items.length ?? 0) > 0),
  );

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={ORDER_REVIEW_PATH} fz="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden /> Back to order review
        </Group>
      </Anchor>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        Checkout
      </Title>
      <StepIndicator active={1} />
      <CheckoutNotices
        paidByCard={Boolean(sessionId)}
        paidByPaypal={Boolean(paypalOrderId)}
        pay={pay}
        step={step}
        unfinished={unfinished}
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {step.isPending && <Skeleton h={360} radius="lg" />}
            {covered && (
              <Alert color="teal" role="status" data-testid="credit-covers">
                {ACCOUNT_CREDIT_MSG.covered}
              </Alert>
            )}
            {data && method && !covered && (
              <Card withBorder radius="lg" padding="lg">
                <PaymentMethods
                  step={data}
                  value={method}
                  onChange={setChosen}
                  locked={busy || Boolean(sessionId)}
                />
              </Card>
            )}
            {data && <ShipToSummary shipTo={data.shipTo} shippingOption={data.shippingOption} />}
            <PaidItemsCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CheckoutSummaryCard step={step}>
            <SubmitOrder
              label={submitLabel(covered ? null : method, Boolean(paypalOrderId), Boolean(sessionId))}
              wait={pay.wait}
              error={sessionId ? null : pay.error}
              disabled={!canSubmit}
              onSubmit={submit}
              total={data?.quote.total ?? null}
            />
          </CheckoutSummaryCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The button says where it leads: to the card page, to PayPal, or to the order itself. */
function submitLabel(method: PaymentType | null, paypalApproved: boolean, paid: boolean) {
  if (paid) return 'Submit Order';
  if (method === 'new_card') return 'Continue to payment';
  if (method === 'paypal' && !paypalApproved) return 'Continue to Paypal';
  return 'Submit Order';
}

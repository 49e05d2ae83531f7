import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { ACCOUNT_CREDIT_MSG, ORDER_MSG, type OrderView, type PaymentType } from '@pressrun/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api';
import { ErrorAlert } from '../../components/PageStates';
import { CreditLines } from '../account-credit';
import { ORDER_REVIEW_PATH, useCart } from '../cart';
import { usePaymentStep } from './api';
import { OrderItems } from './OrderItems';
import { OrderSummary } from './OrderSummary';
import { firstMethod, PaymentMethods, usableMethods } from './PaymentMethods';
import { ShipToSummary } from './ShipToSummary';
import { StepIndicator } from './StepIndicator';
import { SubmitOrder } from './SubmitOrder';
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

  // Paid on the card page: place the order now. The key is the payment's, so a reload (or React
  // running this twice) asks for the same order.
  const started = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per paid session
  useEffect(() => {
    if (!sessionId || started.current === sessionId) return;
    started.current = sessionId;
    pay.placePaidByCard(sessionId);
  }, [sessionId]);

  // Order review not finished: back to it. Not once paid by card: that order may already be placed
  // (a reload), and placing it again answers with it.
  const unfinished = step.error instanceof ApiError && step.error.status === 409;
  useEffect(() => {
    if (unfinished && !placed.current && !sessionId) navigate(ORDER_REVIEW_PATH, { replace: true });
  }, [unfinished, sessionId, navigate]);

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
      {sessionId && pay.error && (
        // Paid, but no order yet: said at the top, where the paid notice is, not below the items.
        <ErrorAlert>{pay.error.message}</ErrorAlert>
      )}
      {sessionId && (
        <Alert color="teal" role="status">
          <Text fz="sm">Thank you for your payment.</Text>
          {pay.wait === 'placing' && (
            <Group gap="xs" mt={4} wrap="nowrap">
              <Loader size="xs" color="teal.8" aria-hidden />
              <Text fz="sm">Confirming your order…</Text>
            </Group>
          )}
        </Alert>
      )}
      {paypalOrderId && !sessionId && (
        <Alert color="teal" role="status">
          {ORDER_MSG.walletPaid}
        </Alert>
      )}
      {step.isError && !unfinished && (
        <ErrorAlert>
          <Text fz="sm">{step.error.message}</Text>
          <Button mt="sm" size="xs" variant="default" onClick={() => void step.refetch()}>
            Try again
          </Button>
        </ErrorAlert>
      )}
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
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="items-title">
              <Title order={2} fz="lg" mb="sm" id="items-title">
                Items
              </Title>
              <OrderItems items={cart.data?.items ?? []} locked loading={cart.isPending} readOnly />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="summary-title">
            <Title order={2} fz="lg" mb="sm" id="summary-title">
              Order summary
            </Title>
            {step.isPending ? <Skeleton h={180} /> : <OrderSummary quote={data?.quote ?? null} />}
            {data && <CreditLines used={data.credit.used} toPay={data.credit.toPay} />}
            {data?.promoCode && (
              <Text fz="sm" mt="xs">
                Promo code {data.promoCode}
              </Text>
            )}
            <SubmitOrder
              label={submitLabel(covered ? null : method, Boolean(paypalOrderId), Boolean(sessionId))}
              wait={pay.wait}
              error={sessionId ? null : pay.error}
              disabled={!canSubmit}
              onSubmit={submit}
              total={data?.quote.total ?? null}
            />
          </Card>
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

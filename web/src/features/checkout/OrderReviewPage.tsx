import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Grid,
  Group,
  List,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  canCalculateTotal,
  SHIP_TO_MSG,
  type ShippingOption,
  type ShipToInput,
  shipToSchema,
} from '@pressrun/domain';
import { IconArrowLeft, IconLock, IconPencil } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountCreditSummary } from '../account-credit';
import { useCart } from '../cart';
import { useHeldCheckout } from './api';
import { OrderItems } from './OrderItems';
import { OrderSummary } from './OrderSummary';
import { PromoEntry } from './PromoEntry';
import { ShipToFields } from './ShipToForm';
import { StepIndicator } from './StepIndicator';
import { StickyTotalBar } from './StickyTotalBar';
import { useHeldQuote } from './useHeldQuote';

const EMPTY: Required<ShipToInput> = {
  firstName: '',
  lastName: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
  ioss: '',
};

export const CHECKOUT_PATH = '/product/checkout/null&isPaid=false';

/** How long the form stays still before a complete address is priced: one ask per pause, not per key. */
const QUOTE_AFTER_MS = 700;

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
  const cart = useCart();
  const held = useHeldCheckout();
  const review = useHeldQuote();
  const [option, setOption] = useState<ShippingOption>('Standard');
  const [shownProblems, setShownProblems] = useState<string[]>([]);
  const form = useForm<Required<ShipToInput>>({
    initialValues: EMPTY,
    validate: zod4Resolver(shipToSchema),
    validateInputOnBlur: false,
    // A quote on its way for the address as it was is no longer wanted.
    // (The form is locked while totals show, so this is only ever an open form changing.)
    onValuesChange: () => review.forget(),
  });
  const editButton = useRef<HTMLButtonElement>(null);

  const items = cart.data?.items ?? [];
  const locked = review.totals !== null;
  const problems = review.problems.length ? review.problems : shownProblems;
  // What a quote depends on; a change of it asks again.
  const cartKey = items.map((i) => `${i.id}:${i.quantity}`).join(',');
  const askedKey = useRef<string | null>(null);
  const keyOf = (values: ShipToInput, o: ShippingOption) => JSON.stringify([values, o, cartKey]);

  // Resume what the server holds (a reload, another device): once, from a fresh read.
  const resumed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when both reads have arrived
  useEffect(() => {
    if (resumed.current || !held.data || held.isFetching || !cart.data) return;
    resumed.current = true;
    const values = { ...EMPTY, ...(held.data.shipTo ?? {}) };
    form.setValues(values);
    setOption(held.data.shippingOption);
    if (held.data.shipTo) {
      review.resume(held.data);
      // Priced just now: no need to ask again until something changes.
      askedKey.current = keyOf(values, held.data.shippingOption);
    }
  }, [held.data, held.isFetching, cart.data]);

  const ask = (values = form.values, o = option) => {
    askedKey.current = keyOf(values, o);
    setShownProblems([]);
    review.quote(values, o);
  };

  // Ask for the totals as soon as the address is complete and valid (after a pause in typing), and
  // again when the option or the cart changes. Never for an empty cart, nor twice for the same thing.
  const key = keyOf(form.values, option);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says what changed
  useEffect(() => {
    if (!resumed.current || !items.length || key === askedKey.current) return;
    if (locked) return ask();
    if (!shipToSchema.safeParse(form.values).success) return;
    const timer = setTimeout(() => ask(), QUOTE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key, locked, items.length]);

  // The form locks under the user's hands: keep their place on Edit rather than on nothing.
  useEffect(() => {
    const active = document.activeElement;
    if (locked && active instanceof HTMLElement && active.closest('[data-ship-to-form]'))
      editButton.current?.focus();
  }, [locked]);

  // Server field messages also mark their fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the server answered
  useEffect(() => {
    if (Object.keys(review.fields).length) form.setErrors(review.fields);
  }, [review.fields]);

  const calculate = () => {
    const check = form.validate();
    if (check.hasErrors) {
      review.forget();
      setShownProblems(Object.values(check.errors).map(String));
      return;
    }
    ask();
  };
  const edit = () => {
    // The same address again is not asked for on its own; a change of it, or Calculate, asks.
    askedKey.current = key;
    setShownProblems([]);
    review.clear();
  };
  const onPromoChange = () => {
    // A promo changes the total: ask again when one is shown.
    if (locked) ask();
  };

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
              <OrderItems items={items} locked={locked} loading={cart.isPending} readOnly={isPaid} />
            </Card>
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="ship-to-title">
              <Group justify="space-between" mb="sm">
                <Title order={2} fz="lg" id="ship-to-title">
                  Shipping to
                </Title>
                {locked && (
                  <Button
                    ref={editButton}
                    variant="default"
                    size="xs"
                    leftSection={<IconPencil size={14} />}
                    onClick={edit}
                  >
                    Edit
                  </Button>
                )}
              </Group>
              <Stack gap="md">
                {!isPaid && (
                  <div>
                    <Text fz="sm" fw={500} mb={4} id="shipping-option-label">
                      Shipping option
                    </Text>
                    <SegmentedControl
                      aria-labelledby="shipping-option-label"
                      data={['Standard', 'Expedited']}
                      value={option}
                      onChange={(v) => setOption(v as ShippingOption)}
                      disabled={review.pending && !locked}
                    />
                  </div>
                )}
                <div data-ship-to-form>
                  <ShipToFields form={form} locked={locked} />
                </div>
                {problems.length > 0 && (
                  <Alert color="yellow" title={SHIP_TO_MSG.title} role="alert">
                    <List size="sm">
                      {problems.map((p) => (
                        <List.Item key={p}>{p}</List.Item>
                      ))}
                    </List>
                  </Alert>
                )}
                {!locked && canCalculateTotal(form.values) && (
                  <Button
                    onClick={calculate}
                    loading={review.pending}
                    disabled={!items.length}
                    color="navy"
                    leftSection={<IconLock size={16} />}
                  >
                    Calculate Order Total
                  </Button>
                )}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="summary-title">
            <Title order={2} fz="lg" mb="sm" id="summary-title">
              Order summary
            </Title>
            <Box
              aria-busy={review.pending}
              data-testid="order-summary-totals"
              style={{ opacity: review.pending && locked ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              <OrderSummary quote={items.length ? review.totals : null} />
            </Box>
            <AccountCreditSummary total={items.length && review.totals ? review.totals.total : null} />
            <PromoEntry heldCode={held.data?.promoCode ?? null} onChange={onPromoChange} />
            {checkoutButton(true)}
          </Card>
        </Grid.Col>
      </Grid>
      <StickyTotalBar total={total}>{checkoutButton(false)}</StickyTotalBar>
    </Stack>
  );
}

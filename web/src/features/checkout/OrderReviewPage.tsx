import {
  Alert,
  Anchor,
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
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../app/api';
import { AccountCreditSummary } from '../account-credit/CreditLines';
import { useCart } from '../cart/api';
import { type Quote, useHeldCheckout, useQuote } from './api';
import { OrderItems } from './OrderItems';
import { OrderSummary } from './OrderSummary';
import { PromoEntry } from './PromoEntry';
import { ShipToFields } from './ShipToForm';
import { StepIndicator } from './StepIndicator';

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

/**
 * Order review (/product/orderreview/…, and /product/shipping to resume): the cart's items, the
 * shipping option, the shipping-to form and the order summary. 'Calculate Order Total' asks the
 * server for the totals and locks the form; Edit reopens it and clears them (docs/business-rules.md,
 * Ordering).
 */
export default function OrderReviewPage({ isPaid = false }: { isPaid?: boolean }) {
  const navigate = useNavigate();
  const cart = useCart();
  const held = useHeldCheckout();
  const quote = useQuote();
  const [option, setOption] = useState<ShippingOption>('Standard');
  const [totals, setTotals] = useState<Quote | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<Required<ShipToInput>>({
    initialValues: EMPTY,
    validate: zod4Resolver(shipToSchema),
    validateInputOnBlur: false,
  });

  // Resume what was held (another device, or a reload).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the held form arrives
  useEffect(() => {
    if (!held.data) return;
    if (held.data.shipTo) form.setValues({ ...EMPTY, ...held.data.shipTo });
    setOption(held.data.shippingOption);
  }, [held.data]);

  const items = cart.data?.items ?? [];
  const locked = totals !== null;
  // Emptying the cart zeroes the totals.
  useEffect(() => {
    if (cart.data && !cart.data.items.length) setTotals(null);
  }, [cart.data]);

  const calculate = () => {
    setProblems([]);
    const check = form.validate();
    if (check.hasErrors) {
      setProblems(Object.values(check.errors).map(String));
      return;
    }
    quote.mutate(
      { shipTo: form.values, shippingOption: option },
      {
        onSuccess: setTotals,
        onError: (e) =>
          setProblems(
            e instanceof ApiError && e.fields
              ? Object.values(e.fields)
              : [e instanceof Error ? e.message : String(e)],
          ),
      },
    );
  };
  const edit = () => {
    setTotals(null);
    setProblems([]);
  };

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
              <OrderItems items={items} locked={locked} loading={cart.isPending} />
            </Card>
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="ship-to-title">
              <Group justify="space-between" mb="sm">
                <Title order={2} fz="lg" id="ship-to-title">
                  Shipping to
                </Title>
                {locked && (
                  <Button variant="default" size="xs" leftSection={<IconPencil size={14} />} onClick={edit}>
                    Edit
                  </Button>
                )}
              </Group>
              <Stack gap="md">
                <div>
                  <Text fz="sm" fw={500} mb={4} id="shipping-option-label">
                    Shipping option
                  </Text>
                  <SegmentedControl
                    aria-labelledby="shipping-option-label"
                    data={['Standard', 'Expedited']}
                    value={option}
                    onChange={(v) => setOption(v as ShippingOption)}
                    disabled={locked}
                  />
                </div>
                <ShipToFields form={form} locked={locked} />
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
                    loading={quote.isPending}
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
            <OrderSummary quote={items.length ? totals : null} />
            <AccountCreditSummary total={items.length && totals ? totals.total : null} />
            <PromoEntry
              heldCode={held.data?.promoCode ?? null}
              onChange={() => {
                // A promo changes the total: calculate again when it was shown.
                if (locked) calculate();
              }}
            />
            <Button
              fullWidth
              mt="md"
              color="press.5"
              disabled={!locked || !items.length}
              onClick={() => navigate(CHECKOUT_PATH)}
            >
              Checkout
            </Button>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Divider,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { formatMoney } from '@pressrun/domain';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { type CheckoutPageFacts, useCheckoutPage } from './api';
import { formatCardNumber, formatExpiry } from './card-format';
import { TestCards } from './TestCards';
import { useCardPayment } from './useCardPayment';

const MERCHANT = 'PressRun';
const MSG = {
  missing: 'This checkout page does not exist.',
  paid: 'This payment is complete.',
  expired: 'This checkout page has expired.',
  testMode: 'Test mode — no real money moves.',
} as const;

/**
 * The sandbox's hosted card page (/sandbox/checkout/:id), standing in for Stripe Checkout: it
 * belongs to the "gateway", so it wears no PressRun frame. Paying sends the browser on to where
 * the gateway says; a declined card is told here and may be tried again.
 */
export default function SandboxCheckoutPage() {
  const { id = '' } = useParams();
  const page = useCheckoutPage(id);

  useEffect(() => {
    document.title = `Pay ${MERCHANT} · Sandbox checkout`;
  }, []);

  let content: ReactNode;
  if (page.isPending) {
    content = (
      <Center py="xl">
        <Loader aria-label="Loading the checkout page" />
      </Center>
    );
  } else if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    content = (
      <Card withBorder radius="lg" shadow="sm" padding="lg">
        <Stack gap="sm">
          <Group justify="flex-end">
            <SandboxBadge />
          </Group>
          <Title order={1} fz={22}>
            {missing ? MSG.missing : page.error.message}
          </Title>
        </Stack>
      </Card>
    );
  } else {
    content = <CheckoutCard facts={page.data} onExpired={() => void page.refetch()} />;
  }

  return (
    <Box component="main" mih="100vh" bg="gray.0" px="md" py={{ base: 'lg', sm: 56 }}>
      <Box maw={460} mx="auto">
        {content}
      </Box>
    </Box>
  );
}

function SandboxBadge() {
  return (
    <Badge color="yellow.5" autoContrast radius="sm" size="md">
      SANDBOX
    </Badge>
  );
}

function CheckoutCard({ facts, onExpired }: { facts: CheckoutPageFacts; onExpired: () => void }) {
  const amount = formatMoney(facts.amountCents);
  return (
    <Card withBorder radius="lg" shadow="sm" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Anchor href={facts.cancelUrl} fz="sm" fw={500}>
            ← Back
          </Anchor>
          <SandboxBadge />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" color="navy.8" aria-hidden>
            <Text fw={700} fz="md" c="white">
              P
            </Text>
          </ThemeIcon>
          <Text fw={600}>{MERCHANT}</Text>
        </Group>
        <div>
          <Title order={1} fz={{ base: 30, sm: 36 }} lh={1.15}>
            <Text span display="block" fz="md" fw={500} c="dimmed">
              Pay {MERCHANT}
            </Text>{' '}
            {amount}
          </Title>
          <Text mt={4}>{facts.description}</Text>
          <Text fz="sm" c="dimmed" mt={4}>
            {MSG.testMode}
          </Text>
        </div>
        <Divider />
        {facts.status === 'open' && (
          <>
            <CardForm facts={facts} amount={amount} onExpired={onExpired} />
            <TestCards />
          </>
        )}
        {facts.status === 'paid' && (
          <Alert color="teal" role="status" title={MSG.paid}>
            {facts.redirectUrl && (
              <Anchor href={facts.redirectUrl} fw={600}>
                Continue to {MERCHANT}
              </Anchor>
            )}
          </Alert>
        )}
        {facts.status === 'expired' && (
          <Alert color="yellow" role="status" title={MSG.expired}>
            <Anchor href={facts.cancelUrl} fw={600}>
              Return to {MERCHANT}
            </Anchor>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function CardForm({
  facts,
  amount,
  onExpired,
}: {
  facts: CheckoutPageFacts;
  amount: string;
  onExpired: () => void;
}) {
  const { form, submit, problem, paying, paid } = useCardPayment(facts, onExpired);

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Pay with card">
      <Stack gap="sm">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          required
          {...form.getInputProps('number')}
          onChange={(e) => form.setFieldValue('number', formatCardNumber(e.currentTarget.value))}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            required
            {...form.getInputProps('expiry')}
            onChange={(e) => form.setFieldValue('expiry', formatExpiry(e.currentTarget.value))}
          />
          <TextInput
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            required
            {...form.getInputProps('cvc')}
            onChange={(e) => form.setFieldValue('cvc', e.currentTarget.value.replace(/\D/g, ''))}
          />
        </SimpleGrid>
        <TextInput label="Name on card" autoComplete="cc-name" {...form.getInputProps('name')} />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={paying}
          disabled={paid}
          leftSection={<IconLock size={16} />}
        >
          Pay {amount}
        </Button>
      </Stack>
    </form>
  );
}

import {
  Alert,
  Avatar,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatMoney } from '@pressrun/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { type PayPalOrderFacts, usePayPalDecision, usePayPalOrder } from './api';

const MERCHANT = 'PressRun';
const BUYER = 'sandbox-buyer@example.com';
const MSG = {
  missing: 'This Paypal order does not exist.',
  paid: 'This payment is complete.',
  closed: 'This Paypal order is no longer open.',
  testMode: 'Test mode — no real money moves.',
} as const;

/**
 * PayPal's colours as plain values, since this page stands in for PayPal's own. Every text pair
 * reaches WCAG AA: white on the button blue 4.8:1, the link blue on white 6.9:1, the navy
 * heading 15.6:1, the grey 6.7:1 (6.2:1 on the page), dark text on the gold badge 11:1. The
 * lighter blue is text only in the large wordmark (3:1 is enough there).
 */
const PP = {
  navy: '#001c64',
  pay: '#003087',
  blue: '#0070e0',
  link: '#0057b8',
  gold: '#ffc439',
  ink: '#1a1a1a',
  grey: '#545d68',
  page: '#f5f7fa',
} as const;

/**
 * The sandbox's PayPal approval page (/sandbox/paypal/:id): a pretend signed-in buyer approves
 * (Continue) or turns back, and the browser goes where PayPal would send it.
 */
export default function SandboxPayPalPage() {
  const { id = '' } = useParams();
  const order = usePayPalOrder(id);

  useEffect(() => {
    document.title = 'Pay with Paypal · Sandbox';
  }, []);

  let body: ReactNode;
  if (order.isPending) {
    body = (
      <Center py="lg">
        <Loader color={PP.blue} aria-label="Loading the Paypal order" />
      </Center>
    );
  } else if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    body = (
      <Alert color="red" role="alert">
        {missing ? MSG.missing : order.error.message}
      </Alert>
    );
  } else {
    body = <Approval facts={order.data} />;
  }

  return (
    <Box component="main" mih="100vh" bg={PP.page} px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack maw={460} mx="auto" gap="md">
        <Group justify="space-between">
          <Wordmark />
          <Text
            span
            fz="xs"
            fw={700}
            px={10}
            py={2}
            bg={PP.gold}
            c={PP.ink}
            style={{ borderRadius: 999, letterSpacing: '0.08em' }}
          >
            SANDBOX
          </Text>
        </Group>
        <Paper radius="lg" shadow="xs" bg="white" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md">
            <div>
              <Title order={1} fz={{ base: 24, sm: 28 }} c={PP.navy}>
                Pay with Paypal
              </Title>
              <Text fz="sm" c={PP.grey} mt={4}>
                {MSG.testMode}
              </Text>
            </div>
            {body}
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}

/** PayPal's name in its two blues; a picture of a logo, so it is named once for screen readers. */
function Wordmark() {
  return (
    <Text
      fz={28}
      fw={800}
      fs="italic"
      lh={1}
      role="img"
      aria-label="Paypal"
      style={{ letterSpacing: '-0.02em' }}
    >
      <Text span inherit c={PP.pay} aria-hidden>
        Pay
      </Text>
      <Text span inherit c={PP.blue} aria-hidden>
        Pal
      </Text>
    </Text>
  );
}

function Approval({ facts }: { facts: PayPalOrderFacts }) {
  const decide = usePayPalDecision(facts.id);
  const [leaving, setLeaving] = useState(false);
  const open = facts.status === 'created' || facts.status === 'approved';

  const choose = (decision: 'approve' | 'cancel') =>
    decide.mutate(decision, {
      onSuccess: ({ redirectUrl }) => {
        setLeaving(true);
        window.location.assign(redirectUrl);
      },
    });
  const pending = decide.isPending ? decide.variables : null;

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Avatar radius="xl" size={40} variant="filled" color={PP.pay} aria-hidden>
          SB
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fz="sm" c={PP.grey}>
            Signed in as
          </Text>
          <Text fw={600} c={PP.ink} style={{ overflowWrap: 'anywhere' }}>
            {BUYER}
          </Text>
        </div>
      </Group>
      <Divider />
      <Group justify="space-between" align="center" wrap="nowrap">
        <div>
          <Text fz="sm" c={PP.grey}>
            Paying
          </Text>
          <Text fw={600} c={PP.ink}>
            {MERCHANT}
          </Text>
        </div>
        <Text fz={28} fw={700} c={PP.navy}>
          {formatMoney(facts.amountCents)}
        </Text>
      </Group>
      <Divider />
      {decide.isError && (
        <Alert color="red" role="alert">
          {decide.error.message}
        </Alert>
      )}
      {open ? (
        <Stack gap="xs">
          <Button
            size="lg"
            radius="xl"
            fullWidth
            color={PP.blue}
            c="white"
            loading={pending === 'approve'}
            disabled={leaving || pending === 'cancel'}
            onClick={() => choose('approve')}
          >
            Continue
          </Button>
          <Button
            variant="subtle"
            radius="xl"
            fullWidth
            color={PP.link}
            c={PP.link}
            loading={pending === 'cancel'}
            disabled={leaving || pending === 'approve'}
            onClick={() => choose('cancel')}
          >
            Cancel and return to {MERCHANT}
          </Button>
        </Stack>
      ) : (
        <Alert color={facts.status === 'completed' ? 'teal' : 'yellow'} role="status">
          {facts.status === 'completed' ? MSG.paid : MSG.closed}
        </Alert>
      )}
    </Stack>
  );
}

import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ORDER_MSG } from '@pressrun/domain';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isFinal } from '../../app/query';
import { Detail } from '../../components/DetailSection';
import { LoadError, NotFoundCard } from '../../components/PageStates';
import { COMPANY_NAME } from '../../components/site';
import { useOrderDetail } from '../orders';
import { type FiledClaim, isId } from './api';
import { ClaimForm } from './ClaimForm';

/** After a claim is filed, the page goes back to the orders by itself after this long. */
const BACK_AFTER_MS = 3000;

function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fz="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden /> {children}
      </Group>
    </Anchor>
  );
}

/** The thank-you, then back to the orders on its own (or at once with the button). */
function Filed({ filed }: { filed: FiledClaim }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/dashboard/orders'), BACK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Stack gap="md" data-testid="claim-filed">
      <Alert
        role="status"
        color="teal"
        variant="light"
        radius="md"
        icon={<IconCircleCheck size={18} aria-hidden />}
        title="Claim submitted"
      >
        {/* A long email address wraps instead of running out of the box on a phone. */}
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {filed.message}
        </Text>
      </Alert>
      <Text fz="sm" c="dimmed">
        Taking you back to your orders…
      </Text>
      <Button component={Link} to="/dashboard/orders" variant="default" w="fit-content">
        Back to orders
      </Button>
    </Stack>
  );
}

/**
 * /dashboard/orders/claim/:id: a claim about one of the company's orders — a reason, the affected
 * items and how many of each, remarks, an email to answer to and one to five photos. The server decides whether the order may be claimed about
 * (shipped, in the refund policy's window, no claim open) and says why not.
 */
export default function ClaimPage() {
  const { id } = useParams();
  const valid = isId(id);
  const query = useOrderDetail(id);
  const [filed, setFiled] = useState<FiledClaim | null>(null);
  const missing = !valid || isFinal(query.error);

  useEffect(() => {
    document.title = `${missing ? 'Order not found' : 'File a claim'} · ${COMPANY_NAME}`;
  }, [missing]);

  if (missing)
    return (
      <NotFoundCard
        heading={ORDER_MSG.notFound}
        back={{ to: '/dashboard/orders', label: 'Back to orders' }}
        testId="claim-order-not-found"
      />
    );
  const order = query.data?.order;

  return (
    <Stack gap="lg" maw={760}>
      <BackLink to={`/dashboard/orders/${id}`}>Back to order {id}</BackLink>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        File a claim
      </Title>
      {query.isError ? (
        <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !order ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading the order">
          <Skeleton h={120} radius="lg" />
          <Skeleton h={240} radius="lg" />
        </Stack>
      ) : (
        <>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="claim-order-title">
            <Title order={2} fz="lg" mb="sm" id="claim-order-title">
              Order
            </Title>
            <Group component="dl" gap="xl" m={0} align="flex-start">
              <Detail term="Order ID">
                <span data-testid="claim-order-id">{order.id}</span>
              </Detail>
              <Detail term="PO">{order.po || 'None'}</Detail>
            </Group>
          </Card>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="claim-form-title">
            <Title order={2} fz="lg" mb="sm" id="claim-form-title">
              Your claim
            </Title>
            {filed ? (
              <Filed filed={filed} />
            ) : (
              <ClaimForm orderId={order.id} lines={order.items} onFiled={setFiled} />
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}

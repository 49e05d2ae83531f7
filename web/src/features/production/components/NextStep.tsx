import { Anchor, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Section } from '../../../components/DetailSection';
import { type ProductionOrder, packingSlipUrl } from '../api';
import { OrderActions } from './OrderActions';
import { CARRIER_LABEL } from './ShipForm';

/** The order's next step: its tracking once shipped, the packing slip, and the actions. */
export function NextStep({ data }: { data: ProductionOrder }) {
  const { order } = data;
  return (
    <Section title="Next step" id="actions-title">
      <Stack gap="md">
        <Tracking data={data} />
        <OrderActions
          data={data}
          leading={
            <Button
              component="a"
              href={packingSlipUrl(order.id)}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
            >
              Packing slip (PDF)
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          }
        />
      </Stack>
    </Section>
  );
}

/** The parcel's tracking once shipped, linked to the carrier's page. */
function Tracking({ data }: { data: ProductionOrder }) {
  const { trackingNumber, trackingUrl, trackingCarrier, shippedAt } = data.order;
  if (!trackingNumber) return null;
  return (
    <Stack gap={2} data-testid="tracking">
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
        Tracking
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {trackingCarrier ? `${CARRIER_LABEL[trackingCarrier]} ` : ''}
        {trackingUrl ? (
          <Anchor href={trackingUrl} target="_blank" rel="noopener noreferrer">
            {trackingNumber}
            <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        ) : (
          trackingNumber
        )}
      </Text>
      {shippedAt && (
        <Text fz="xs" c="dimmed">
          Shipped {dayjs(shippedAt).format('MMM D, YYYY h:mm A')}
        </Text>
      )}
    </Stack>
  );
}

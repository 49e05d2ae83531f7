import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { FULFIL_MSG, type OrderDetail } from '@pressrun/domain';
import { IconExternalLink } from '@tabler/icons-react';
import { AddressLines } from '../../components/AddressLines';
import { Detail, Section } from '../../components/DetailSection';
import { carrierName } from './orderText';

/** The tracking number, linking to the carrier's page, or why there is none (yet). */
function Tracking({ order }: { order: OrderDetail['order'] }) {
  if (!order.trackingNumber && order.status === 'Disabled')
    return <Text fz="sm">None: this order was cancelled before it shipped.</Text>;
  if (!order.trackingNumber) return <Text fz="sm">{FULFIL_MSG.noTracking}</Text>;
  const carrier = carrierName(order.trackingCarrier);
  return (
    <Stack gap={2}>
      {order.trackingUrl ? (
        <Anchor
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          fz="sm"
          data-testid="tracking-link"
        >
          <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
            {order.trackingNumber}
            <IconExternalLink size={14} aria-hidden />
            <VisuallyHidden>(opens {carrier || 'the carrier'}’s tracking page in a new tab)</VisuallyHidden>
          </Group>
        </Anchor>
      ) : (
        <Text fz="sm">{order.trackingNumber}</Text>
      )}
      {carrier && (
        <Text fz="sm" c="dimmed">
          {carrier}
        </Text>
      )}
    </Stack>
  );
}

/** Where and how the order ships, and its tracking. */
export function OrderShipping({ order }: { order: OrderDetail['order'] }) {
  return (
    <Section title="Shipping" id="shipping-title">
      <Stack component="dl" gap="sm" m={0}>
        <Detail term="Tracking">
          <Tracking order={order} />
        </Detail>
        <Detail term="Ship method">
          {order.carrier} {order.method} ({order.shippingOption})
        </Detail>
        <Detail term="Ship to">
          <AddressLines address={order.shipTo} testId="ship-to-address" />
        </Detail>
      </Stack>
    </Section>
  );
}

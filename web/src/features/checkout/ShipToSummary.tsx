import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { countryName, type ShippingOption, type ShipTo } from '@pressrun/domain';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ORDER_REVIEW_PATH } from '../cart/CartModalBody';

/** A shipping address as it goes on the parcel: name, street, city/state/zip, country. */
export function AddressLines({ shipTo }: { shipTo: ShipTo }) {
  const lines = [
    `${shipTo.firstName} ${shipTo.lastName}`,
    shipTo.street1,
    shipTo.street2,
    [shipTo.city, [shipTo.state, shipTo.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    countryName(shipTo.country),
  ].filter(Boolean);
  return (
    <Text component="address" fz="sm" fs="normal" data-testid="ship-to-address">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed in order and never move
        <span key={i} style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {line}
        </span>
      ))}
    </Text>
  );
}

/** The payment step's 'Ship to': where the order goes and how, with the way back to change it. */
export function ShipToSummary({
  shipTo,
  shippingOption,
}: {
  shipTo: ShipTo;
  shippingOption: ShippingOption;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="ship-to-title">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg" id="ship-to-title">
          Ship to
        </Title>
        <Anchor component={Link} to={ORDER_REVIEW_PATH} fz="sm">
          <Group gap={4} wrap="nowrap">
            <IconPencil size={14} aria-hidden /> Edit
          </Group>
        </Anchor>
      </Group>
      <Stack gap={6}>
        <AddressLines shipTo={shipTo} />
        <Text fz="sm" c="dimmed">
          {shippingOption} shipping
        </Text>
      </Stack>
    </Card>
  );
}

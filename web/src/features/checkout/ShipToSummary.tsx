import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ShippingOption, ShipTo } from '@pressrun/domain';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AddressLines } from '../../components/AddressLines';
import { ORDER_REVIEW_PATH } from '../cart';

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
        <AddressLines address={shipTo} testId="ship-to-address" />
        <Text fz="sm" c="dimmed">
          {shippingOption} shipping
        </Text>
      </Stack>
    </Card>
  );
}

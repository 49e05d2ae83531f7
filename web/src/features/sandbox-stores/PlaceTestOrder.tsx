import {
  Alert,
  Button,
  Collapse,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { formatMoney } from '@pressrun/domain';
import { IconChevronDown } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { type SandboxOrder, type SandboxShop, type TestShipTo, usePlaceTestOrder } from './api';

/** A customer in the United States, so a test order ships without typing an address. */
export const DEFAULT_SHIP_TO: TestShipTo = {
  name: 'Casey Customer',
  address1: '350 5th Ave',
  city: 'New York',
  province: 'NY',
  zip: '10118',
  country: 'US',
};

const SHIP_FIELDS: Array<{ key: keyof TestShipTo; label: string }> = [
  { key: 'name', label: 'Name' },
  { key: 'address1', label: 'Street address' },
  { key: 'city', label: 'City' },
  { key: 'province', label: 'State' },
  { key: 'zip', label: 'ZIP code' },
  { key: 'country', label: 'Country (two letters)' },
];

/** What became of a test order just placed, by how it reached PressRun (or did not). */
export function placedText(number: string, delivered: SandboxOrder['delivered']): string {
  if (delivered === 'waiting_for_poll')
    return `Order ${number} placed. PressRun fetches new Etsy orders every few minutes.`;
  if (delivered === 'failed')
    return `Order ${number} placed, but not sent: PressRun’s access to this store is revoked.`;
  return `Order ${number} placed and sent to PressRun.`;
}

/**
 * 'Place a test order': quantities of the shop's products and the customer's address (a US one
 * ready), placed as a customer would; the store then sends it to PressRun the way its platform does.
 */
export function PlaceTestOrder({ shop, accent }: { shop: SandboxShop; accent: string }) {
  const place = usePlaceTestOrder(String(shop.id));
  const [qty, setQty] = useState<Record<string, number>>({});
  const [shipTo, setShipTo] = useState<TestShipTo>(DEFAULT_SHIP_TO);
  const [editAddress, setEditAddress] = useState(false);
  const [placed, setPlaced] = useState<{ text: string; sent: boolean } | null>(null);

  const lines = shop.products
    .map((p) => ({ productId: p.id, quantity: qty[p.id] ?? 0 }))
    .filter((l) => l.quantity > 0);
  const total = lines.reduce(
    (sum, l) => sum + (shop.products.find((p) => p.id === l.productId)?.price ?? 0) * l.quantity,
    0,
  );

  if (shop.products.length === 0)
    return (
      <Text fz="sm" c="#1a1a1a">
        The store has no products to order yet. Publish a template from PressRun first.
      </Text>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPlaced(null);
    place.mutate(
      { lines, shipTo },
      {
        onSuccess: (o) => {
          setQty({});
          setPlaced({ text: placedText(o.number, o.delivered), sent: o.delivered !== 'failed' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Place a test order">
      <Stack gap="md">
        <Stack gap="xs">
          {shop.products.map((p) => (
            <Group key={p.id} justify="space-between" wrap="nowrap" gap="sm">
              <Text fz="sm" c="#1a1a1a" style={{ overflowWrap: 'anywhere' }}>
                {p.title}{' '}
                <Text span fz="sm" c="#4a4a4a">
                  {formatMoney(p.price)}
                </Text>
              </Text>
              <NumberInput
                aria-label={`Quantity of ${p.title}`}
                value={qty[p.id] ?? 0}
                onChange={(v) => setQty((q) => ({ ...q, [p.id]: typeof v === 'number' ? v : 0 }))}
                min={0}
                max={99}
                clampBehavior="strict"
                allowDecimal={false}
                w={90}
                style={{ flexShrink: 0 }}
              />
            </Group>
          ))}
        </Stack>
        <Stack gap={6}>
          <UnstyledButton
            onClick={() => setEditAddress((v) => !v)}
            aria-expanded={editAddress}
            aria-controls="test-ship-to"
          >
            <Group gap={6} wrap="nowrap">
              <Text fz="sm" c="#1a1a1a">
                Ship to{' '}
                <Text span fz="sm" fw={500}>
                  {shipTo.name}, {shipTo.address1}, {shipTo.city}, {shipTo.province} {shipTo.zip},{' '}
                  {shipTo.country}
                </Text>
              </Text>
              <Text span fz="sm" c="blue.9" td="underline" style={{ flexShrink: 0 }}>
                {editAddress ? 'Done' : 'Change'}
              </Text>
              <IconChevronDown
                size={14}
                aria-hidden
                style={{ transform: editAddress ? 'rotate(180deg)' : undefined, flexShrink: 0 }}
              />
            </Group>
          </UnstyledButton>
          <Collapse in={editAddress} id="test-ship-to">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" pt="xs">
              {SHIP_FIELDS.map((f) => (
                <TextInput
                  key={f.key}
                  label={f.label}
                  value={shipTo[f.key]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setShipTo((s) => ({ ...s, [f.key]: value }));
                  }}
                  maxLength={120}
                />
              ))}
            </SimpleGrid>
          </Collapse>
        </Stack>
        {place.isError && (
          <Alert color="press" role="alert">
            {place.error.message}
          </Alert>
        )}
        {placed && (
          <Alert color={placed.sent ? 'teal' : 'press'} role="status">
            {placed.text}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="#1a1a1a">
            {lines.length > 0
              ? `Total ${formatMoney(total)} (the customer pays the store; nothing is charged)`
              : ''}
          </Text>
          <Button type="submit" color={accent} loading={place.isPending} disabled={lines.length === 0}>
            Place test order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

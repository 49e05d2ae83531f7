import { Badge, Button, Card, Checkbox, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { CardView } from '@pressrun/domain';
import { IconBrandMastercard, IconBrandVisa, IconCreditCard, IconTrash } from '@tabler/icons-react';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa', 'Mastercard' … or 'Card' for a brand the gateway does not name. */
export const brandName = (brand: string) => BRANDS[brand] ?? 'Card';
/** MM/YY */
export const expiryOf = (c: Pick<CardView, 'expMonth' | 'expYear'>) =>
  `${String(c.expMonth).padStart(2, '0')}/${String(c.expYear % 100).padStart(2, '0')}`;

function BrandIcon({ brand }: { brand: string }) {
  const Icon =
    brand === 'visa' ? IconBrandVisa : brand === 'mastercard' ? IconBrandMastercard : IconCreditCard;
  return (
    <ThemeIcon size={40} radius="md" variant="light" color="navy" aria-hidden>
      <Icon size={24} />
    </ThemeIcon>
  );
}

/** One card on file: brand, last four, expiry, the Default checkbox and Remove. */
export function CardRow({
  card,
  busy,
  onMakeDefault,
  onRemove,
}: {
  card: CardView;
  busy: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}) {
  const name = `${brandName(card.brand)} ending in ${card.last4}`;
  return (
    <Card component="li" withBorder radius="lg" padding="md" data-testid="card-on-file">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <BrandIcon brand={card.brand} />
          <Stack gap={0}>
            <Group gap="xs">
              <Text fw={700}>{brandName(card.brand)}</Text>
              <Text ff="monospace" component="span">
                <VisuallyHidden component="span">ending in </VisuallyHidden>
                <span aria-hidden="true">•••• </span>
                {card.last4}
              </Text>
              {card.isDefault && (
                <Badge color="teal" variant="light">
                  Default
                </Badge>
              )}
            </Group>
            <Text fz="sm" c="dimmed">
              Expires {expiryOf(card)}
            </Text>
          </Stack>
        </Group>
        <Group gap="md" wrap="nowrap">
          {/* The default stays the default until another card is chosen: there is always one. */}
          <Checkbox
            label="Default"
            aria-label={`Default: ${name}`}
            checked={card.isDefault}
            disabled={busy || card.isDefault}
            onChange={(e) => {
              if (e.currentTarget.checked) onMakeDefault();
            }}
          />
          <Button
            variant="subtle"
            color="press.5"
            size="xs"
            leftSection={<IconTrash size={14} />}
            aria-label={`Remove ${name}`}
            disabled={busy}
            onClick={onRemove}
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

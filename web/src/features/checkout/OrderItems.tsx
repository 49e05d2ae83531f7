import { ActionIcon, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { type CartItemView, formatMoney } from '@pressrun/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CartItemPicture,
  CartItemText,
  CartQuantity,
  cartItemTitle,
  useRemoveCartItem,
  useUpdateCartItem,
} from '../cart';

/**
 * The order's items: picture, product, quantity, custom PO and remove (not while the form is locked;
 * quantity and PO stay open, order review prices a new quantity again).
 * Read-only past order review, where the order is as it was calculated.
 */
export function OrderItems({
  items,
  locked,
  loading,
  readOnly = false,
}: {
  items: CartItemView[];
  locked: boolean;
  loading: boolean;
  readOnly?: boolean;
}) {
  if (loading) return <Skeleton h={88} />;
  if (!items.length)
    return (
      <Text c="dimmed" fz="sm">
        Your cart is empty.{' '}
        <Text component={Link} to="/dashboard/templates" c="steel.5" td="underline" fz="sm">
          Add a template to your cart
        </Text>{' '}
        to order it.
      </Text>
    );
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Items">
      {items.map((item) =>
        readOnly ? (
          <ReadOnlyItem key={item.id} item={item} />
        ) : (
          <OrderItem key={item.id} item={item} locked={locked} />
        ),
      )}
    </Stack>
  );
}

function OrderItem({ item, locked }: { item: CartItemView; locked: boolean }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const [po, setPo] = useState(item.po);
  const title = cartItemTitle(item);
  return (
    <li data-testid="order-item">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <CartItemPicture item={item} size={88} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <CartItemText item={item} extra={` · Sku ${item.sku}`} />
            <ActionIcon
              variant="subtle"
              color="press"
              aria-label={`Remove ${title}`}
              disabled={locked}
              loading={remove.isPending}
              onClick={() => remove.mutate(item.id)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          <Group gap="sm" wrap="wrap" align="flex-end">
            {/* A new quantity is priced again at once: no need to reopen the form for it. */}
            <CartQuantity item={item} label="Quantity" w={90} />
            <TextInput
              label="Custom PO (optional)"
              size="xs"
              w={170}
              maxLength={256}
              value={po}
              onChange={(e) => setPo(e.currentTarget.value)}
              onBlur={() => po !== item.po && update.mutate({ id: item.id, po })}
            />
            <Text fz="sm" fw={600} ml="auto">
              {formatMoney(item.lineTotal)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </li>
  );
}

function ReadOnlyItem({ item }: { item: CartItemView }) {
  return (
    <li data-testid="order-item">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <CartItemPicture item={item} size={72} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <CartItemText item={item} extra={` · Sku ${item.sku}`} />
          <Group gap="md" wrap="wrap">
            <Text fz="sm">Quantity {item.quantity}</Text>
            {item.po && (
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                PO {item.po}
              </Text>
            )}
            <Text fz="sm" fw={600} ml="auto">
              {formatMoney(item.lineTotal)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </li>
  );
}

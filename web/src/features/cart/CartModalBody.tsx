import { ActionIcon, Alert, Button, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type CartItemView, formatMoney } from '@pressrun/domain';
import { IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useVerifiedAction } from '../../components/useVerifiedAction';
import { useCart, useRemoveCartItem } from './api';
import { CartItemPicture, CartItemText, cartItemTitle } from './CartItemSummary';
import { CartQuantity } from './CartQuantity';
import { ORDER_REVIEW_PATH } from './paths';

/** The top bar's cart modal: each line with its picture, quantity and remove; the subtotal; checkout. */
export function CartModalBody({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  const navigate = useNavigate();
  const guard = useVerifiedAction();
  const items = cart.data?.items ?? [];
  if (!items.length) return <EmptyCart onClose={onClose} />;
  const beginCheckout = guard(() => {
    onClose();
    navigate(ORDER_REVIEW_PATH);
  });
  return (
    <Stack gap="md">
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Items in your cart"
      >
        {items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </Stack>
      <Divider />
      <Group justify="space-between">
        <Text fw={600}>Subtotal</Text>
        <Text fw={700} fz="lg" data-testid="cart-subtotal">
          {formatMoney(cart.data?.subtotal ?? 0)}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed">
        Shipping, processing and tax are worked out at checkout.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Keep shopping
        </Button>
        <Button color="press.5" onClick={beginCheckout}>
          Begin Checkout
        </Button>
      </Group>
    </Stack>
  );
}

function CartLine({ item }: { item: CartItemView }) {
  const remove = useRemoveCartItem();
  const title = cartItemTitle(item);
  return (
    <li data-testid="cart-line">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <CartItemPicture item={item} size={72} fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <CartItemText item={item} />
          {!item.available && (
            <Alert color="press" p={6} fz="xs">
              This product is no longer available; remove it to order the rest.
            </Alert>
          )}
          <Group gap="sm" mt={4} wrap="nowrap">
            <CartQuantity item={item} ariaLabel={`Quantity of ${title}`} w={84} />
            <Text fz="sm" fw={600} ml="auto">
              {formatMoney(item.lineTotal)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="press"
              aria-label={`Remove ${title}`}
              loading={remove.isPending}
              onClick={() => remove.mutate(item.id)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Stack>
      </Group>
    </li>
  );
}

function EmptyCart({ onClose }: { onClose: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={64} radius={32} variant="light" color="steel">
        <IconShoppingCart size={32} stroke={1.6} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        Your cart is empty
      </Title>
      <Text c="dimmed" fz="sm" maw={320}>
        Design a product with your artwork, then add its template to your cart from the Templates page.
      </Text>
      <Group gap="sm" mt="xs" justify="center">
        <Button component={Link} to="/catalog" onClick={onClose} color="press.5">
          Browse products
        </Button>
        <Button component={Link} to="/dashboard/templates" onClick={onClose} variant="default">
          My templates
        </Button>
      </Group>
    </Stack>
  );
}

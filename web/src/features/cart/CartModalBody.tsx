import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * What the top bar's cart modal shows. For now always the empty state; the cart issue fills it
 * with the items, quantities and the way to order review.
 */
export function CartModalBody({ onClose }: { onClose: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={64} radius={32} variant="light" color="steel">
        <IconShoppingCart size={32} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} fz="lg">
        Your cart is empty
      </Title>
      <Text c="dimmed" fz="sm" maw={320}>
        Pick a product from the catalog, design it with your artwork, and add it to your cart.
      </Text>
      <Button component={Link} to="/catalog" onClick={onClose} color="press.5" mt="xs">
        Browse products
      </Button>
    </Stack>
  );
}

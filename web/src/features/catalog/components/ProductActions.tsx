import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ProductDetail } from '@pressrun/domain';
import { IconArrowLeft, IconBrush, IconLayoutDashboard, IconShoppingCart } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { rememberProduct } from '../../../app/product-return';
import { useSession } from '../../../app/session';
import { useVerifiedAction } from '../../../components/useVerifiedAction';

/**
 * 'Start Designing' for a signed-in user (a verified email first), 'Start Order' for a visitor (who
 * comes back to this product's builder after signing up or in), and the way back.
 */
export function ProductActions({ product }: { product: ProductDetail }) {
  const { user, loading: sessionLoading } = useSession();
  // Designing needs a verified email: an unverified user stays here and is told so.
  const guard = useVerifiedAction();
  const startDesigning = (e: MouseEvent) => {
    if (user && !user.email_verified) {
      e.preventDefault();
      guard(() => {})();
    }
  };
  return (
    <Stack gap="xs">
      {sessionLoading ? (
        <Skeleton h={50} radius="md" />
      ) : user ? (
        <Button
          component={Link}
          to={`/product/mockup/?sku=${encodeURIComponent(product.sku)}`}
          onClick={startDesigning}
          size="lg"
          color="press.6"
          leftSection={<IconBrush size={20} />}
          fullWidth
        >
          Start Designing
        </Button>
      ) : (
        <>
          <Button
            component={Link}
            to="/register"
            onClick={() => rememberProduct(product.sku)}
            size="lg"
            color="press.6"
            leftSection={<IconShoppingCart size={20} />}
            fullWidth
          >
            Start Order
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            Create a free account to upload your artwork, design and order. No minimums.
          </Text>
        </>
      )}
      <Group justify="space-between" mt={4}>
        <Anchor component={Link} to="/catalog" size="sm" fw={600}>
          <IconArrowLeft size={15} style={{ verticalAlign: -2 }} /> Back to catalogue
        </Anchor>
        {user && (
          <Anchor component={Link} to="/dashboard/default" size="sm" fw={600}>
            <IconLayoutDashboard size={15} style={{ verticalAlign: -2 }} /> Dashboard
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

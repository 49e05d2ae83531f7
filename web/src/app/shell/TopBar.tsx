import { ActionIcon, Burger, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Brand } from '../../components/Brand';
import { useVerifiedAction } from '../../components/useVerifiedAction';
import { CartButton } from './CartButton';
import { UserMenu } from './UserMenu';

/** The top bar: brand, New Order, the cart and the avatar menu; a burger opens the sidebar on mobile. */
export function TopBar({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const navigate = useNavigate();
  const guard = useVerifiedAction();
  // Ordering needs a verified email.
  const newOrder = guard(() => navigate('/catalog'));
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
        />
        <Brand to="/dashboard/default" />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Button color="press.5" leftSection={<IconPlus size={18} />} onClick={newOrder} visibleFrom="sm">
          New Order
        </Button>
        <ActionIcon
          color="press.5"
          size={36}
          radius="xl"
          onClick={newOrder}
          hiddenFrom="sm"
          aria-label="New Order"
        >
          <IconPlus size={20} />
        </ActionIcon>
        <CartButton />
        <UserMenu />
      </Group>
    </Group>
  );
}

import { ActionIcon, Indicator, Modal } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { CartModalBody, useCartCount } from '../../features/cart';

/** The top bar's cart icon with its count badge; opens the cart modal. */
export function CartButton() {
  const count = useCartCount();
  const [opened, { open, close }] = useDisclosure(false);
  // The cart modal is 'sm' at a window width of 768 px or less, otherwise 'lg'.
  const narrow = useMediaQuery('(max-width: 768px)');
  return (
    <>
      <Indicator label={count} size={18} color={count ? 'press' : 'gray.5'} offset={4} withBorder inline>
        <ActionIcon
          variant="subtle"
          color="navy"
          size={40}
          radius="xl"
          aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}
          onClick={open}
        >
          <IconShoppingCart size={22} stroke={1.7} />
        </ActionIcon>
      </Indicator>
      <Modal opened={opened} onClose={close} title="Your cart" size={narrow ? 'sm' : 'lg'} centered>
        <CartModalBody onClose={close} />
      </Modal>
    </>
  );
}

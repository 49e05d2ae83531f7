import { ActionIcon, Indicator, Modal } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { CartModalBody, useCartCount } from '../../features/cart';

/**
 * The top bar's cart icon with its count badge; opens the cart modal. The modal is mounted the first
 * time it opens (and kept, so it closes with its transition): mounted closed, a Mantine modal still
 * sets up its portal and its ids as the frame first renders, each a synchronous render of its own.
 */
export function CartButton() {
  const count = useCartCount();
  const [used, setUsed] = useState(false);
  const [opened, { open, close }] = useDisclosure(false, { onOpen: () => setUsed(true) });
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
      {used && (
        <Modal opened={opened} onClose={close} title="Your cart" size={narrow ? 'sm' : 'lg'} centered>
          <CartModalBody onClose={close} />
        </Modal>
      )}
    </>
  );
}

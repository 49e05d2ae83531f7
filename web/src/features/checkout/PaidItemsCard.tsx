import { Card, Title } from '@mantine/core';
import { useCart } from '../cart';
import { OrderItems } from './OrderItems';

/** The payment step's items: the cart as order review left it, read-only. */
export function PaidItemsCard() {
  const cart = useCart();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="items-title">
      <Title order={2} fz="lg" mb="sm" id="items-title">
        Items
      </Title>
      <OrderItems items={cart.data?.items ?? []} locked loading={cart.isPending} readOnly />
    </Card>
  );
}

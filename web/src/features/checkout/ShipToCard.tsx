import { Alert, Button, Card, Group, List, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { canCalculateTotal, SHIP_TO_MSG, type ShippingOption } from '@pressrun/domain';
import { IconLock, IconPencil } from '@tabler/icons-react';
import { ShipToFields } from './ShipToForm';
import type { OrderReview } from './useOrderReview';

/**
 * Order review's 'Shipping to' card: the shipping option, the address form (locked while totals
 * show, with Edit to reopen it), its problems and 'Calculate Order Total'.
 */
export function ShipToCard({ state, isPaid }: { state: OrderReview; isPaid: boolean }) {
  const { form, review, locked, problems, items } = state;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="ship-to-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="ship-to-title">
          Shipping to
        </Title>
        {locked && (
          <Button
            ref={state.editButton}
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={state.edit}
          >
            Edit
          </Button>
        )}
      </Group>
      <Stack gap="md">
        {!isPaid && (
          <div>
            <Text fz="sm" fw={500} mb={4} id="shipping-option-label">
              Shipping option
            </Text>
            <SegmentedControl
              aria-labelledby="shipping-option-label"
              data={['Standard', 'Expedited']}
              value={state.option}
              onChange={(v) => state.setOption(v as ShippingOption)}
              disabled={review.pending && !locked}
            />
          </div>
        )}
        <div data-ship-to-form>
          <ShipToFields form={form} locked={locked} />
        </div>
        {problems.length > 0 && (
          <Alert color="yellow" title={SHIP_TO_MSG.title} role="alert">
            <List size="sm">
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {!locked && canCalculateTotal(form.values) && (
          <Button
            onClick={state.calculate}
            loading={review.pending}
            disabled={!items.length}
            color="navy"
            leftSection={<IconLock size={16} />}
          >
            Calculate Order Total
          </Button>
        )}
      </Stack>
    </Card>
  );
}

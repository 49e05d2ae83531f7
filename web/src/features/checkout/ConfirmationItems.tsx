import { Center, Group, Image, Stack, Text } from '@mantine/core';
import type { OrderItemView } from '@pressrun/domain';
import { IconPhoto } from '@tabler/icons-react';

const PICTURE = 72;

/** A placed order's items as they were ordered: picture, product, Sku, variant and colour, quantity. */
export function ConfirmationItems({ items }: { items: OrderItemView[] }) {
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Items">
      {items.map((item) => (
        <li key={item.id} data-testid="confirmation-item">
          <Group gap="md" wrap="nowrap" align="flex-start">
            {item.previewUrl ? (
              <Image
                src={item.previewUrl}
                alt={`${item.productName} preview`}
                w={PICTURE}
                h={PICTURE}
                fit="contain"
                radius="sm"
                bg="gray.0"
                style={{ flex: 'none' }}
              />
            ) : (
              <Center w={PICTURE} h={PICTURE} bg="gray.0" style={{ borderRadius: 4, flex: 'none' }}>
                <IconPhoto size={28} color="var(--mantine-color-gray-6)" aria-hidden />
              </Center>
            )}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {item.productName}
              </Text>
              <Text fz="sm">Sku {item.sku}</Text>
              <Text fz="sm" c="dimmed">
                {[item.variantName, item.colorName].filter(Boolean).join(' · ')}
              </Text>
              <Group gap="md" wrap="wrap">
                <Text fz="sm">Quantity {item.quantity}</Text>
                {item.po && (
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    PO {item.po}
                  </Text>
                )}
              </Group>
            </Stack>
          </Group>
        </li>
      ))}
    </Stack>
  );
}

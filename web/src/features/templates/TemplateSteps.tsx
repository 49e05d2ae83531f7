import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBrush, IconPackage, IconShoppingBag } from '@tabler/icons-react';

const STEPS = [
  { icon: <IconPackage size={20} />, title: 'Choose a product', text: 'Pick a blank from the catalog.' },
  {
    icon: <IconBrush size={20} />,
    title: 'Design a template',
    text: 'Place your artwork and text in the builder.',
  },
  {
    icon: <IconShoppingBag size={20} />,
    title: 'Add to store or order',
    text: 'Order it any time, or sell it in your store.',
  },
];

/** How templates work, in three numbered steps. */
export function TemplateSteps() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 3 }}
      spacing="sm"
      component="ol"
      p={0}
      m={0}
      aria-label="How templates work"
    >
      {STEPS.map((s, i) => (
        <Card key={s.title} component="li" withBorder radius="lg" padding="md" style={{ listStyle: 'none' }}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={38} radius="xl" variant="light" color="steel">
              {s.icon}
            </ThemeIcon>
            <div>
              <Text fw={700} fz="sm">
                {i + 1}. {s.title}
              </Text>
              <Text fz="sm" c="dimmed">
                {s.text}
              </Text>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingFactory2, IconPrinter, IconTruckDelivery } from '@tabler/icons-react';
import classes from './home.module.css';
import { SectionHeading } from './SectionHeading';

const BENEFITS = [
  {
    label: 'Factory',
    title: 'Factories on both coasts',
    text: 'Orders are printed in our East Coast and West Coast facilities, so every parcel starts its trip closer to your customer.',
    icon: IconBuildingFactory2,
    color: 'press',
  },
  {
    label: 'Production',
    title: 'Fast production turnaround',
    text: 'Sublimation printing, quality checks and packing run every business day, from your artwork to a finished product in the box.',
    icon: IconPrinter,
    color: 'steel',
  },
  {
    label: 'Shipping',
    title: '2-3 day standard shipping',
    text: 'Tracked USPS delivery across the US as standard, with expedited and international shipping available at checkout.',
    icon: IconTruckDelivery,
    color: 'navy',
  },
] as const;

/** Factory, Production, Shipping. */
export function Benefits() {
  return (
    <Box component="section" aria-labelledby="benefits-title" py={{ base: 56, md: 96 }}>
      <Container size={1200}>
        <SectionHeading
          eyebrow="Why PressRun"
          title={<span id="benefits-title">Production you can build a business on</span>}
        >
          One partner for printing, packing and delivery, so you can focus on selling.
        </SectionHeading>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={{ base: 32, md: 56 }}>
          {BENEFITS.map((b) => (
            <Card
              key={b.label}
              withBorder
              radius="lg"
              p={{ base: 'lg', md: 'xl' }}
              className={classes.benefit}
            >
              <Stack gap="md">
                <ThemeIcon size={52} radius="md" variant="light" color={b.color}>
                  <b.icon size={28} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Text fz="xs" fw={700} tt="uppercase" c="steel.5" style={{ letterSpacing: '0.1em' }}>
                    {b.label}
                  </Text>
                  <Title order={3} fz={22} mt={6} c="navy.8">
                    {b.title}
                  </Title>
                </div>
                <Text c="dimmed" lh={1.6}>
                  {b.text}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

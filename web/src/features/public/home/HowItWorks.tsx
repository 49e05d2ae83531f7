import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import classes from './home.module.css';
import { SectionHeading } from './SectionHeading';

const STEPS = [
  {
    title: 'Choose a product',
    text: 'Pick from mugs and drinkware, accessories and home & office goods in the catalogue.',
  },
  {
    title: 'Design a template',
    text: 'Place your artwork in the Custom Builder and check the mockup before anything is printed.',
  },
  {
    title: 'Add to your store or order',
    text: 'Connect your store or order directly. We print, pack and ship to your customer.',
  },
];

/** The three steps from blank product to delivered order (mirrors the templates page explainer). */
export function HowItWorks() {
  return (
    <Box component="section" py={{ base: 56, md: 96 }} aria-labelledby="how-title">
      <Container size={1200}>
        <SectionHeading
          eyebrow="How it works"
          title={<span id="how-title">From artwork to doorstep in three steps</span>}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 32, md: 48 }} mt={{ base: 32, md: 56 }}>
          {STEPS.map((s, i) => (
            <Stack key={s.title} gap="sm" className={classes.step}>
              <span className={classes.stepNumber}>{i + 1}</span>
              <Title order={3} fz={20} c="navy.8">
                {s.title}
              </Title>
              <Text c="dimmed" lh={1.6}>
                {s.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

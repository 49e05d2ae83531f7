import { Code, List, Paper, Text } from '@mantine/core';

const CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'has insufficient funds'],
] as const;

/** The sandbox answers the networks' test numbers the way Stripe's test mode does. */
export function TestCards() {
  return (
    <Paper component="section" aria-labelledby="test-cards-title" withBorder radius="md" p="sm">
      <Text id="test-cards-title" fz="sm" fw={600} mb={4}>
        Test cards
      </Text>
      <List size="sm" spacing={2}>
        {CARDS.map(([number, outcome]) => (
          <List.Item key={number}>
            <Code fz="sm">{number}</Code> {outcome}
          </List.Item>
        ))}
      </List>
      <Text fz="xs" c="dimmed" mt={6}>
        Any future expiry and any 3-digit CVC will do.
      </Text>
    </Paper>
  );
}

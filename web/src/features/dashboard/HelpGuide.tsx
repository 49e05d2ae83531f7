import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link inside running text: underlined, so colour is not the only cue. */
export function To({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="always" inherit>
      {children}
    </Anchor>
  );
}

/** One guide: a titled card (an h2 the page's contents link to) with its steps and the screens it needs. */
export function Guide({
  id,
  icon: GuideIcon,
  title,
  intro,
  children,
  go,
}: {
  id: string;
  icon: Icon;
  title: string;
  intro: string;
  children: ReactNode;
  go: Array<{ to: string; label: string }>;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id} id={`guide-${id}`}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon size={40} radius="md" variant="light" color="steel" aria-hidden>
            <GuideIcon size={22} />
          </ThemeIcon>
          <Title order={2} id={id} fz={{ base: 20, sm: 22 }}>
            {title}
          </Title>
        </Group>
        <Text c="dimmed">{intro}</Text>
        {children}
        <Group gap="xs" mt={4}>
          {go.map((g) => (
            <Button
              key={g.to}
              component={Link}
              to={g.to}
              size="xs"
              variant="default"
              rightSection={<IconArrowRight size={14} aria-hidden />}
            >
              {g.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/** A heading inside a guide. */
export function Sub({ children }: { children: ReactNode }) {
  return (
    <Title order={3} fz="md" mt="xs">
      {children}
    </Title>
  );
}

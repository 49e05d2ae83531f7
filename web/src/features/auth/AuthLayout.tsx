import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconApi, IconBolt, IconBuildingFactory, IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageHead } from '../../app/head';
import { Brand } from '../../components/Brand';
import { COMPANY_NAME, SITE_DESCRIPTION } from '../../components/site';
import classes from './AuthLayout.module.css';
import { OrderTicket } from './OrderTicket';

// The home page's claims, repeated where a visitor decides to sign up.
const CLAIMS = [
  {
    icon: IconBuildingFactory,
    title: 'Factories on both coasts',
    text: 'Scalable print production and supply chain.',
  },
  {
    icon: IconBolt,
    title: 'Fast production turnaround',
    text: 'Mugs, drinkware, accessories, home and office.',
  },
  {
    icon: IconTruck,
    title: '2-3 day standard shipping',
    text: 'Straight to your customer, under your name.',
  },
  { icon: IconApi, title: 'Free API key', text: 'Connect your store, or one of over 225 order services.' },
];

function SidePanel() {
  return (
    <aside className={classes.side}>
      <Brand light />
      <Stack gap={28}>
        <Stack gap="xs">
          <Title order={2} c="white" fz={34} lh={1.15} style={{ letterSpacing: '-0.02em' }}>
            Print on demand,
            <br />
            run like a press.
          </Title>
          <Text c="navy.1" fz="md" maw={420}>
            Design products with your artwork, order one or a thousand, and track every order from press to
            porch.
          </Text>
        </Stack>
        <Stack gap="md">
          {CLAIMS.map(({ icon: Icon, title, text }) => (
            <Group key={title} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={36} radius="md" variant="light" color="steel.2" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600} c="white">
                  {title}
                </Text>
                <Text fz="sm" c="navy.2">
                  {text}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
        <OrderTicket />
      </Stack>
      <Text fz="xs" c="navy.3">
        © {new Date().getFullYear()} PressRun. Print-on-demand for resellers.
      </Text>
    </aside>
  );
}

/**
 * The frame of every account page: a centred card with the brand, and on wide screens a side panel
 * that says what PressRun is.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  below,
  centered = false,
  pageTitle,
}: {
  title: ReactNode;
  /** The document's title (the heading's words when it is plain text). */
  pageTitle?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown under the card (e.g. 'Already have an account? Sign in'). */
  below?: ReactNode;
  /** Centre the heading, for the message-only pages (check your email, verification). */
  centered?: boolean;
}) {
  const { pathname } = useLocation();
  const name = pageTitle ?? (typeof title === 'string' ? title : null);
  usePageHead({
    title: name ? `${name} · ${COMPANY_NAME}` : COMPANY_NAME,
    description: SITE_DESCRIPTION,
    canonical: pathname,
  });
  return (
    <div className={classes.root}>
      <SidePanel />
      <main className={classes.main}>
        <div className={classes.mobileBrand}>
          <Brand />
        </div>
        <Paper
          className={classes.card}
          withBorder
          shadow="sm"
          radius="lg"
          p={{ base: 'md', xs: 'lg', sm: 36 }}
        >
          <Stack gap={6} mb="lg" ta={centered ? 'center' : undefined}>
            <Title order={1} fz={{ base: 24, sm: 28 }} style={{ letterSpacing: '-0.01em' }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" fz="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
        {below && (
          <Text fz="sm" c="dimmed" ta="center">
            {below}
          </Text>
        )}
      </main>
    </div>
  );
}

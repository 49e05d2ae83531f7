import { Box, Container, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Brand } from './Brand';
import classes from './SiteFooter.module.css';
import { SupportEmail } from './SupportEmail';
import { COMPANY_NAME, INTEGRATIONS_ANCHOR, SUPPORT_HOURS } from './site';

const COLUMNS = [
  {
    title: 'Products',
    links: [
      { label: 'Catalogue', to: '/catalog' },
      { label: 'Custom Builder', to: '/product/mockup/' },
      { label: 'Integrations', to: `/#${INTEGRATIONS_ANCHOR}` },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Get Started', to: '/register' },
      { label: 'Sign in', to: '/login' },
      { label: 'Refund policy', to: '/refund-policy' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms and conditions', to: '/terms' },
      { label: 'Privacy policy', to: '/privacy' },
      { label: 'Cookie policy', to: '/cookies' },
    ],
  },
];

/** The public pages' footer: product, account and legal links, support contact. */
export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size={1200} py={56}>
        <div className={classes.grid}>
          <Stack gap="md" className={classes.about}>
            <Brand light />
            <Text size="sm" c="navy.1" lh={1.6}>
              Print-on-demand production and supply chain for resellers: custom mugs, drinkware, accessories
              and home &amp; office goods, made in factories on both coasts.
            </Text>
            <Stack gap={6}>
              <Group gap={8} wrap="nowrap">
                <IconMail size={16} />
                <SupportEmail c="white" size="sm" fw={600} />
              </Group>
              <Group gap={8} wrap="nowrap">
                <IconClock size={16} />
                <Text size="sm">{SUPPORT_HOURS}</Text>
              </Group>
            </Stack>
          </Stack>
          {COLUMNS.map((col) => (
            <Box key={col.title} component="nav" aria-label={col.title}>
              <Text className={classes.heading}>{col.title}</Text>
              {col.links.map((l) => (
                <Link key={l.label} to={l.to} className={classes.link}>
                  {l.label}
                </Link>
              ))}
            </Box>
          ))}
        </div>
      </Container>
      <Box className={classes.bottom}>
        <Container size={1200} py="lg">
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="navy.2">
              © {new Date().getFullYear()} {COMPANY_NAME}. All rights reserved.
            </Text>
            <Text size="xs" c="navy.2">
              Printed on demand in the USA · 2-3 day standard shipping
            </Text>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}

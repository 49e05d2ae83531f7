import { Anchor, Box, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './LegalPage.module.css';
import type { LegalSection } from './legal-section';

const RELATED = [
  { label: 'Terms and conditions', to: '/terms' },
  { label: 'Privacy policy', to: '/privacy' },
  { label: 'Cookie policy', to: '/cookies' },
  { label: 'Refund policy', to: '/refund-policy' },
];

/** The wide-screen side column of a legal page: its table of contents and the other policies. */
export function LegalContents({
  title,
  sections,
  active,
}: {
  title: string;
  sections: LegalSection[];
  active: string | undefined;
}) {
  return (
    <Box component="aside" className={classes.toc} visibleFrom="md" aria-label="On this page">
      <Text fz="xs" fw={700} tt="uppercase" c="navy.8" mb="sm" style={{ letterSpacing: '0.08em' }}>
        On this page
      </Text>
      <nav aria-label="Table of contents">
        {sections.map((s) => (
          <a
            key={s.id}
            href={`#${s.id}`}
            className={classes.tocLink}
            data-active={active === s.id || undefined}
            onClick={(e) => {
              e.preventDefault();
              document.getElementById(s.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              history.replaceState(history.state, '', `#${s.id}`);
            }}
          >
            {s.title}
          </a>
        ))}
      </nav>
      <Text fz="xs" fw={700} tt="uppercase" c="navy.8" mt="xl" mb="sm" style={{ letterSpacing: '0.08em' }}>
        Related
      </Text>
      <Stack gap={6}>
        {RELATED.filter((r) => r.label.toLowerCase() !== title.toLowerCase()).map((r) => (
          <Anchor key={r.to} component={Link} to={r.to} size="sm">
            {r.label}
          </Anchor>
        ))}
      </Stack>
    </Box>
  );
}

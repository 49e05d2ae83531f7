import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { PublicLayout } from '../../components/PublicLayout';
import { LEGAL_UPDATED } from '../../components/site';
import { LegalContactNote } from './LegalContactNote';
import { LegalContents } from './LegalContents';
import classes from './LegalPage.module.css';
import type { LegalSection } from './legal-section';

export type { LegalSection } from './legal-section';

/** Which section is being read: the last heading that has passed just under the sticky header. */
function useActiveSection(ids: string[]) {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    const onScroll = () => {
      let current: string | undefined = ids[0];
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= 120) current = id;
      }
      // At the very bottom the last short sections can never reach the top: mark the last one.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4)
        current = ids.at(-1);
      setActive(current);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [ids]);
  return active;
}

/**
 * The long-text layout shared by the legal pages: a title band, the text at a readable measure,
 * and on wide screens a table of contents that follows the reader.
 */
export function LegalPage({
  title,
  intro,
  sections,
  aside,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** Optional block shown between the intro and the first section (e.g. a summary). */
  aside?: ReactNode;
}) {
  const [ids] = useState(() => sections.map((s) => s.id));
  const active = useActiveSection(ids);

  return (
    <PublicLayout title={title}>
      <Box className={classes.band}>
        <Container size={1200} py={{ base: 40, md: 64 }}>
          <Stack gap="sm" maw={760}>
            <Text fz="xs" fw={700} tt="uppercase" c="press.6" style={{ letterSpacing: '0.12em' }}>
              Legal
            </Text>
            <Title
              order={1}
              fz={{ base: 32, md: 46 }}
              c="navy.8"
              lh={1.1}
              style={{ letterSpacing: '-0.02em' }}
            >
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              Last updated {LEGAL_UPDATED}
            </Text>
            <Text c="gray.7" fz={{ base: 'md', md: 'lg' }} lh={1.65} mt="xs">
              {intro}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size={1200} py={{ base: 40, md: 64 }}>
        <div className={classes.layout}>
          <LegalContents title={title} sections={sections} active={active} />

          <Box component="article" aria-label={title}>
            {aside}
            {sections.map((s) => (
              <section key={s.id} id={s.id} className={classes.section} aria-labelledby={`${s.id}-h`}>
                <h2 id={`${s.id}-h`} className={classes.heading}>
                  {s.title}
                </h2>
                <div className={classes.body}>{s.content}</div>
              </section>
            ))}
            <LegalContactNote />
          </Box>
        </div>
      </Container>
    </PublicLayout>
  );
}

import { Box, Divider, Stack, Text } from '@mantine/core';
import { IconFlame, IconLayoutGrid, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ScrollRow, useScrollEdges } from '../../../components/ScrollRow';
import { SECTIONS, sectionPath } from '../sections';
import classes from './CatalogSidebar.module.css';

const ICONS: Record<string, typeof IconFlame> = {
  'all-products': IconLayoutGrid,
  'best-sellers': IconFlame,
  'new-arrivals': IconSparkles,
};
const VIEWS = SECTIONS.slice(0, 3);
const GROUPS = SECTIONS.slice(3);

/** The catalogue sidebar, 200 px wide on public pages. */
export function CatalogSidebar({ active }: { active: string }) {
  return (
    <Box component="nav" aria-label="Catalogue" className={classes.sidebar} visibleFrom="md">
      <Stack gap={2}>
        {VIEWS.map((s) => {
          const Icon = ICONS[s.slug]!;
          return (
            <Link
              key={s.slug}
              to={sectionPath(s.slug)}
              className={classes.link}
              data-active={active === s.slug || undefined}
              aria-current={active === s.slug ? 'page' : undefined}
            >
              <Icon size={17} stroke={1.8} color="var(--mantine-color-steel-5)" />
              {s.label}
            </Link>
          );
        })}
      </Stack>
      <Divider my="md" />
      <Text fz={11} fw={700} tt="uppercase" c="dimmed" px={10} mb={6} style={{ letterSpacing: '0.08em' }}>
        Categories
      </Text>
      <Stack gap={1}>
        {GROUPS.map((s) => (
          <Link
            key={s.slug}
            to={sectionPath(s.slug)}
            className={`${classes.link} ${s.child ? classes.child : classes.group}`}
            data-active={active === s.slug || undefined}
            aria-current={active === s.slug ? 'page' : undefined}
          >
            {s.label}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The same sections as a swipeable row of chips on phones and tablets, running to the screen's
 * edges, with a fade and arrow where more chips are cut off; Tab walks the chips (each scrolls into
 * view).
 */
export function CatalogChips({ active }: { active: string }) {
  const scroll = useScrollEdges<HTMLElement>();
  return (
    <Box hiddenFrom="md" mx={-16}>
      <ScrollRow scroll={scroll} background="white">
        <nav ref={scroll.ref} className={classes.chips} aria-label="Catalogue">
          {SECTIONS.map((s) => (
            <Link
              key={s.slug}
              to={sectionPath(s.slug)}
              className={classes.chip}
              data-active={active === s.slug || undefined}
              aria-current={active === s.slug ? 'page' : undefined}
            >
              {s.label}
            </Link>
          ))}
        </nav>
      </ScrollRow>
    </Box>
  );
}

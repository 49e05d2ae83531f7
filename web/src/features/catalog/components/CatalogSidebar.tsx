import { IconFlame, IconLayoutGrid, IconSparkles } from '@tabler/icons-react';
import { SiteLink } from '../../../app/site-nav';
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
    <nav aria-label="Catalogue" className={classes.sidebar}>
      <div className={classes.views}>
        {VIEWS.map((s) => {
          const Icon = ICONS[s.slug]!;
          return (
            <SiteLink
              key={s.slug}
              href={sectionPath(s.slug)}
              className={classes.link}
              data-active={active === s.slug || undefined}
              aria-current={active === s.slug ? 'page' : undefined}
            >
              <Icon size={17} stroke={1.8} color="var(--mantine-color-steel-5)" />
              {s.label}
            </SiteLink>
          );
        })}
      </div>
      <hr className={classes.divider} />
      <p className={classes.heading}>Categories</p>
      <div className={classes.groups}>
        {GROUPS.map((s) => (
          <SiteLink
            key={s.slug}
            href={sectionPath(s.slug)}
            className={`${classes.link} ${s.child ? classes.child : classes.group}`}
            data-active={active === s.slug || undefined}
            aria-current={active === s.slug ? 'page' : undefined}
          >
            {s.label}
          </SiteLink>
        ))}
      </div>
    </nav>
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
    <div className={classes.chipsRow}>
      <ScrollRow scroll={scroll} background="white">
        <nav ref={scroll.ref} className={classes.chips} aria-label="Catalogue">
          {SECTIONS.map((s) => (
            <SiteLink
              key={s.slug}
              href={sectionPath(s.slug)}
              className={classes.chip}
              data-active={active === s.slug || undefined}
              aria-current={active === s.slug ? 'page' : undefined}
            >
              {s.label}
            </SiteLink>
          ))}
        </nav>
      </ScrollRow>
    </div>
  );
}

import { Fragment } from 'react';
import { SiteLink } from '../../../app/site-nav';
import classes from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** the last crumb, the page itself, has none */
  href?: string;
}

/** The way back up: home (or dashboard), the catalogue, a collection, and the page itself. */
export function Breadcrumbs({ crumbs, className }: { crumbs: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumbs" className={[classes.crumbs, className].filter(Boolean).join(' ')}>
      {crumbs.map((c, i) => (
        <Fragment key={c.label}>
          {i > 0 && <span className={classes.separator}>/</span>}
          {c.href ? (
            <SiteLink href={c.href} className={classes.link}>
              {c.label}
            </SiteLink>
          ) : (
            <span className={classes.current}>{c.label}</span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}

import { SiteLink } from '../../app/site-nav';
import classes from './LegalPage.module.css';
import type { LegalSection } from './legal-section';
import page from './page.module.css';

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
    <aside className={classes.toc} aria-label="On this page">
      <p className={classes.tocTitle}>On this page</p>
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
      <p className={`${classes.tocTitle} ${classes.relatedTitle}`}>Related</p>
      <div className={classes.related}>
        {RELATED.filter((r) => r.label.toLowerCase() !== title.toLowerCase()).map((r) => (
          <SiteLink key={r.to} href={r.to} className={page.link}>
            {r.label}
          </SiteLink>
        ))}
      </div>
    </aside>
  );
}

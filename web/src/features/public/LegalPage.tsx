import { type ReactNode, useEffect, useState } from 'react';
import { PublicLayout } from '../../components/PublicLayout';
import { LEGAL_UPDATED } from '../../components/site';
import { LegalContactNote } from './LegalContactNote';
import { LegalContents } from './LegalContents';
import classes from './LegalPage.module.css';
import type { LegalSection } from './legal-section';
import page from './page.module.css';

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
      <div className={classes.band}>
        <div className={`${page.container} ${classes.bandInner}`}>
          <div className={classes.intro}>
            <p className={page.eyebrow}>Legal</p>
            <h1 className={`${page.title} ${classes.title}`}>{title}</h1>
            <p className={classes.updated}>Last updated {LEGAL_UPDATED}</p>
            <p className={classes.lead}>{intro}</p>
          </div>
        </div>
      </div>

      <div className={`${page.container} ${classes.main}`}>
        <div className={classes.layout}>
          <LegalContents title={title} sections={sections} active={active} />

          <article aria-label={title}>
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
          </article>
        </div>
      </div>
    </PublicLayout>
  );
}

import type { ReactNode } from 'react';
import page from '../page.module.css';
import classes from './home.module.css';

/** Eyebrow, heading and lead text, the way every home-page section opens. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  align = 'center',
  light = false,
}: {
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'left';
  light?: boolean;
}) {
  return (
    <div className={classes.heading} data-align={align} data-light={light || undefined}>
      <p className={`${page.eyebrow} ${classes.headingEyebrow}`}>{eyebrow}</p>
      <h2 className={`${page.title} ${classes.headingTitle}`}>{title}</h2>
      {children && <p className={classes.headingLead}>{children}</p>}
    </div>
  );
}

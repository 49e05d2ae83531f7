import { IconApi, IconBolt, IconBuildingFactory, IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePageHead } from '../../app/head';
import { HydrateLater } from '../../app/hydrate-later';
import { useSiteNav } from '../../app/site-nav';
import { Brand } from '../../components/Brand';
import { COMPANY_NAME, SITE_DESCRIPTION, useSiteYear } from '../../components/site';
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
  // The server's year, sent with the page (the sign-in pages are rendered once and kept).
  const year = useSiteYear();
  return (
    <aside className={classes.side}>
      <Brand light />
      <div className={classes.sideBody}>
        <div className={classes.pitch}>
          <h2 className={classes.pitchTitle}>
            Print on demand,
            <br />
            run like a press.
          </h2>
          <p className={classes.pitchText}>
            Design products with your artwork, order one or a thousand, and track every order from press to
            porch.
          </p>
        </div>
        <div className={classes.claims}>
          {CLAIMS.map(({ icon: Icon, title, text }) => (
            <div key={title} className={classes.claim}>
              <span className={classes.claimIcon} aria-hidden>
                <Icon size={20} />
              </span>
              <div>
                <p className={classes.claimTitle}>{title}</p>
                <p className={classes.claimText}>{text}</p>
              </div>
            </div>
          ))}
        </div>
        <OrderTicket />
      </div>
      <p className={classes.copyright}>{`© ${year} PressRun. Print-on-demand for resellers.`}</p>
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
  const { pathname } = useSiteNav();
  const name = pageTitle ?? (typeof title === 'string' ? title : null);
  usePageHead({
    title: name ? `${name} · ${COMPANY_NAME}` : COMPANY_NAME,
    description: SITE_DESCRIPTION,
    canonical: pathname,
  });
  return (
    <div className={classes.root}>
      <HydrateLater>
        <SidePanel />
      </HydrateLater>
      <main className={classes.main}>
        <div className={classes.mobileBrand}>
          <Brand />
        </div>
        <div className={classes.card}>
          <div className={classes.heading} data-centered={centered || undefined}>
            <h1 className={classes.title}>{title}</h1>
            {subtitle && <p className={classes.subtitle}>{subtitle}</p>}
          </div>
          {children}
        </div>
        {below && <p className={classes.below}>{below}</p>}
      </main>
    </div>
  );
}

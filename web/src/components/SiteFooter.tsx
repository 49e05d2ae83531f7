import { IconClock, IconMail } from '@tabler/icons-react';
import { SiteLink } from '../app/site-nav';
import { Brand } from './Brand';
import classes from './SiteFooter.module.css';
import { SupportEmail } from './SupportEmail';
import { COMPANY_NAME, INTEGRATIONS_ANCHOR, SUPPORT_HOURS, useSiteYear } from './site';

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
  const year = useSiteYear();
  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        <div className={classes.grid}>
          <div className={classes.about}>
            <Brand light />
            <p className={classes.blurb}>
              Print-on-demand production and supply chain for resellers: custom mugs, drinkware, accessories
              and home &amp; office goods, made in factories on both coasts.
            </p>
            <div className={classes.contact}>
              <p className={classes.contactLine}>
                <IconMail size={16} />
                <SupportEmail c="white" size="sm" fw={600} />
              </p>
              <p className={classes.contactLine}>
                <IconClock size={16} />
                {SUPPORT_HOURS}
              </p>
            </div>
          </div>
          {COLUMNS.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <p className={classes.heading}>{col.title}</p>
              {col.links.map((l) => (
                <SiteLink key={l.label} href={l.to} className={classes.link}>
                  {l.label}
                </SiteLink>
              ))}
            </nav>
          ))}
        </div>
      </div>
      <div className={classes.bottom}>
        <div className={classes.bottomRow}>
          <p className={classes.small}>{`© ${year} ${COMPANY_NAME}. All rights reserved.`}</p>
          <p className={classes.small}>Printed on demand in the USA · 2-3 day standard shipping</p>
        </div>
      </div>
    </footer>
  );
}

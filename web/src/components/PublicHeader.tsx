import { IconBrush, IconBuildingStore, IconPlugConnected } from '@tabler/icons-react';
import { SiteLink } from '../app/site-nav';
import { Brand } from './Brand';
import classes from './PublicHeader.module.css';
import { MenuAccount, PublicHeaderAccount } from './PublicHeaderAccount';
import { INTEGRATIONS_ANCHOR } from './site';
import { Drawer } from './ui/Drawer';
import { usePublicNav } from './usePublicNav';

export { scrollToIntegrations } from './usePublicNav';

const NAV = [
  { label: 'Products', to: '/catalog', icon: IconBuildingStore },
  { label: 'Integrations', to: `/#${INTEGRATIONS_ANCHOR}`, icon: IconPlugConnected },
  { label: 'Custom Builder', to: '/product/mockup/', icon: IconBrush },
] as const;

/**
 * The public pages' header: Products, Integrations, Custom Builder; Sign in and
 * Get Started for visitors, a Dashboard button for signed-in users; a slide menu on small screens.
 * Which of the two shows is the stylesheet's choice (the server renders both, without a window).
 */
export function PublicHeader() {
  const { opened, toggle, close, onNavClick, onMenuClosed, isActive } = usePublicNav();

  return (
    <>
      <header className={classes.header}>
        <div className={classes.inner}>
          <div className={classes.start}>
            <Brand />
            <nav aria-label="Main" className={classes.nav}>
              {NAV.map((item) => (
                <SiteLink
                  key={item.label}
                  href={item.to}
                  className={classes.link}
                  data-active={isActive(item.to) || undefined}
                  onClick={onNavClick(item.to, false)}
                >
                  {item.label}
                </SiteLink>
              ))}
            </nav>
          </div>
          <div className={classes.account}>
            <PublicHeaderAccount />
          </div>
          <button
            type="button"
            className={classes.burger}
            aria-label="Open menu"
            aria-haspopup="dialog"
            data-opened={opened || undefined}
            onClick={toggle}
          >
            <span className={classes.lines} />
          </button>
        </div>
      </header>

      {/* Following the logo home from the menu also closes it (any link followed there does). */}
      <Drawer
        opened={opened}
        onClose={close}
        onClosed={onMenuClosed}
        title={<Brand />}
        closeLabel="Close menu"
      >
        <nav aria-label="Menu" className={classes.menu}>
          {NAV.map((item) => (
            <SiteLink
              key={item.label}
              href={item.to}
              className={classes.drawerLink}
              data-active={isActive(item.to) || undefined}
              onClick={onNavClick(item.to, true)}
            >
              <item.icon size={20} stroke={1.7} color="var(--mantine-color-steel-5)" />
              {item.label}
            </SiteLink>
          ))}
        </nav>
        <hr className={classes.divider} />
        <MenuAccount onFollow={close} />
      </Drawer>
    </>
  );
}

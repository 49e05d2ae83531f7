import { lazy, Suspense, useState } from 'react';
import { SiteLink } from '../app/site-nav';
import { Brand } from './Brand';
import classes from './PublicHeader.module.css';
import { PublicHeaderAccount } from './PublicHeaderAccount';
import { PUBLIC_NAV, usePublicNav } from './usePublicNav';

const loadMenu = () => import('./PublicMenu');
const PublicMenu = lazy(loadMenu);

export { scrollToIntegrations } from './usePublicNav';

/**
 * The public pages' header: Products, Integrations, Custom Builder; Sign in and
 * Get Started for visitors, a Dashboard button for signed-in users; a slide menu on small screens.
 * Which of the two shows is the stylesheet's choice (the server renders both, without a window).
 */
export function PublicHeader() {
  const { opened, toggle, close, onNavClick, onMenuClosed, isActive } = usePublicNav();
  const [menuWanted, setMenuWanted] = useState(false);

  return (
    <>
      <header className={classes.header}>
        <div className={classes.inner}>
          <div className={classes.start}>
            <Brand />
            <nav aria-label="Main" className={classes.nav}>
              {PUBLIC_NAV.map((item) => (
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
            onPointerDown={() => void loadMenu()}
            onClick={() => {
              setMenuWanted(true);
              toggle();
            }}
          >
            <span className={classes.lines} />
          </button>
        </div>
      </header>

      {/* The slide menu's code comes when it is first asked for (a phone's tap on the burger starts
          loading it as the finger lands), not with every page. */}
      {menuWanted && (
        <Suspense fallback={null}>
          <PublicMenu
            opened={opened}
            close={close}
            onMenuClosed={onMenuClosed}
            isActive={isActive}
            onNavClick={onNavClick}
          />
        </Suspense>
      )}
    </>
  );
}

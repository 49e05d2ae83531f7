import { type MouseEvent, useRef, useState } from 'react';
import { useSiteNav } from '../app/site-nav';
import { INTEGRATIONS_ANCHOR } from './site';

/** The public header's links (and the slide menu's, which draws an icon beside each). */
export const PUBLIC_NAV = [
  { label: 'Products', to: '/catalog' },
  { label: 'Integrations', to: `/#${INTEGRATIONS_ANCHOR}` },
  { label: 'Custom Builder', to: '/product/mockup/' },
] as const;

/** Scrolls the home page's integration block into view (the header's sticky height is in its CSS). */
export function scrollToIntegrations(behavior: ScrollBehavior = 'smooth') {
  document.getElementById(INTEGRATIONS_ANCHOR)?.scrollIntoView({ behavior, block: 'start' });
}

/**
 * The public header's links: which one is the current page, and the slide menu's open state.
 * Integrations on the home page scrolls instead of navigating.
 */
export function usePublicNav() {
  const { pathname } = useSiteNav();
  const [opened, setOpened] = useState(false);
  const toggle = () => setOpened((o) => !o);
  const close = () => setOpened(false);
  // The menu locks page scrolling while open, so a scroll asked for from it waits until it has closed.
  const scrollAfterClose = useRef(false);

  const onNavClick = (to: string, fromDrawer: boolean) => (e: MouseEvent) => {
    const isIntegrations = to.endsWith(`#${INTEGRATIONS_ANCHOR}`);
    if (isIntegrations && pathname === '/') {
      e.preventDefault();
      if (fromDrawer) scrollAfterClose.current = true;
      else scrollToIntegrations();
    }
    if (fromDrawer) close();
  };

  const onMenuClosed = () => {
    if (scrollAfterClose.current) scrollToIntegrations();
    scrollAfterClose.current = false;
  };

  const isActive = (to: string) => to !== '/' && !to.includes('#') && pathname.startsWith(to);

  return { opened, toggle, close, onNavClick, onMenuClosed, isActive };
}

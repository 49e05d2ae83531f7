// Inter as one variable font: every weight in a single 48 KB file, where four weights are 97 KB.
// (The app's entry does the same; the builder loads the static 'Inter' its text layers name.)
import '@fontsource-variable/inter/wght.css';
import './site.css';
import { hydrate, QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installGlobalErrorReporting } from '../app/errors';
import { hydrateInParts, nextTask } from '../app/hydrate-later';
import { queryDefaults } from '../app/query';
import { SSR_DATA_ID } from '../app/ssr-data';
import { replayEarlyInput } from './early-input';
import { useLiveNav } from './live-nav';
import { NOT_FOUND, sitePageAt } from './pages';
import { SiteApp } from './SiteApp';

// The site's entry: hydrates a public page the server rendered. It is built on its own, with Preact
// standing in for React DOM (see vite.config.ts), and carries the query cache and the page, nothing
// of the app (router, Mantine, dialogs); every link is a document load, and the server answers the
// next public page rendered, or the app's own document for the dashboard.
installGlobalErrorReporting();
const queryClient = new QueryClient({ defaultOptions: queryDefaults });
const container = document.getElementById('root')!;
const page = sitePageAt(location.pathname) ?? NOT_FOUND;
// The cache starts with the data the server rendered the page with, so hydrating asks for nothing.
const ssrData = document.getElementById(SSR_DATA_ID)?.textContent;
if (ssrData) hydrate(queryClient, JSON.parse(ssrData));

const isThisPage = (pathname: string) => (sitePageAt(pathname) ?? NOT_FOUND) === page;

function LiveSite({ Page }: { Page: ComponentType }) {
  return <SiteApp queryClient={queryClient} nav={useLiveNav(isThisPage)} Page={Page} />;
}

void page.load().then(async ({ default: Page }) => {
  const app = <LiveSite Page={Page} />;
  if (ssrData) {
    // The page's code has just been evaluated: hydrating starts in a task of its own.
    await nextTask();
    void hydrateInParts(() => hydrateRoot(container, app));
    replayEarlyInput(container);
  } else createRoot(container).render(app);
  // An unknown address shows the not-found page where it is, then the address says /404.
  if (page === NOT_FOUND && location.pathname !== '/404') history.replaceState(null, '', '/404');
});

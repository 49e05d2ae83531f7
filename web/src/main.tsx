import './app/zod-jitless';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import '@mantine/dropzone/styles.css';
import './app/global.css';
import { hydrate, QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, queryDefaults } from './app/AppProviders';
import { installGlobalErrorReporting } from './app/errors';
import { appRouter, preloadPage } from './app/router';
import { SSR_DATA_ID } from './app/ssr-data';
import { prefetchSite } from './components/SupportEmail';

installGlobalErrorReporting();
const queryClient = new QueryClient({ defaultOptions: queryDefaults });
const container = document.getElementById('root')!;
const app = (
  <AppProviders queryClient={queryClient}>
    <RouterProvider router={appRouter()} />
  </AppProviders>
);

// A public page arrives rendered by the server with the data it showed: the cache starts with that
// data, so hydrating asks for nothing again and renders exactly the HTML that is there.
const ssrData = document.getElementById(SSR_DATA_ID)?.textContent;
if (ssrData) {
  hydrate(queryClient, JSON.parse(ssrData));
  // The page's own chunk first, so the whole page hydrates in one render, before anything (the
  // session's answer) can change what it shows.
  void preloadPage(location.pathname)
    .catch(() => {})
    .then(() => {
      hydrateRoot(container, app, {
        // Named plainly so a mismatch is seen (the end-to-end tests fail on it).
        onRecoverableError: (error) => console.error('Hydration error:', error),
      });
      void prefetchSite(queryClient);
    });
} else {
  createRoot(container).render(app);
  void prefetchSite(queryClient);
}

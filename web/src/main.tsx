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
import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { installGlobalErrorReporting } from './app/errors';
import { queryDefaults } from './app/query';
import { appRouter } from './app/router';
import { prefetchSite } from './components/SupportEmail';

installGlobalErrorReporting();
const queryClient = new QueryClient({ defaultOptions: queryDefaults });
const container = document.getElementById('root')!;
const app = (
  <AppProviders queryClient={queryClient}>
    <RouterProvider router={appRouter()} />
  </AppProviders>
);

// The app renders in the browser: the public pages the server renders are hydrated by the site's
// own entry (site/main.tsx), so this document never carries server HTML.
createRoot(container).render(app);
void prefetchSite(queryClient);

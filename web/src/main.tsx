import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import '@mantine/dropzone/styles.css';
import './app/global.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { NavigationProgress } from '@mantine/nprogress';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppNotifications } from './app/AppNotifications';
import { ErrorBoundary, installGlobalErrorReporting } from './app/errors';
import { router } from './app/router';
import { SessionExpiry } from './app/session-expiry';
import { cssVariablesResolver, theme } from './app/theme';
import { prefetchSite } from './components/SupportEmail';

installGlobalErrorReporting();
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
void prefetchSite(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <AppNotifications />
          <NavigationProgress color="press.5" aria-label="Loading the page" />
          <SessionExpiry />
          <ErrorBoundary>
            <RouterProvider router={router} />
          </ErrorBoundary>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { NavigationProgress } from '@mantine/nprogress';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AppNotifications } from './AppNotifications';
import { ErrorBoundary } from './errors';
import { SessionExpiry } from './session-expiry';
import { cssVariablesResolver, theme } from './theme';

/**
 * Everything around the app's router. The app renders in the browser only; the public pages the
 * server renders have their own, smaller tree (site/SiteApp.tsx).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <AppNotifications />
            {/* Fixed to the window's top as it is; a portal would only cost a render at start. */}
            <NavigationProgress color="press.5" aria-label="Loading the page" withinPortal={false} />
            <SessionExpiry />
            <ErrorBoundary>{children}</ErrorBoundary>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}

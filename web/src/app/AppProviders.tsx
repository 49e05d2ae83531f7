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
 * Everything around the router. The server's render and the browser use this same tree, so the
 * HTML the server sends is exactly what the browser's first render produces (no hydration mismatch).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <AppNotifications />
            <NavigationProgress color="press.5" aria-label="Loading the page" />
            <SessionExpiry />
            <ErrorBoundary>{children}</ErrorBoundary>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, StrictMode } from 'react';
import { ErrorBoundary } from '../app/errors';
import { type SiteNav, SiteNavProvider } from '../app/site-nav';

/**
 * One public page with what it needs around it: the query cache (holding the data the server
 * rendered it with) and its address. No router, no Mantine provider, no dialogs or notifications:
 * those come with the app, loaded when a visitor goes on to it. The server's render and the browser
 * use this same tree, so hydration matches.
 */
export function SiteApp({
  queryClient,
  nav,
  Page,
}: {
  queryClient: QueryClient;
  nav: SiteNav;
  Page: ComponentType;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SiteNavProvider value={nav}>
          <ErrorBoundary>
            <Page />
          </ErrorBoundary>
        </SiteNavProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../app/theme';

/** A query client for one test: no retries, so a failing request fails the test at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The app's providers (theme, queries, notifications), as main.tsx sets them up. */
function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <Notifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders inside the app's providers; `client` lets a test seed or read the query cache. */
export function renderWithApp(
  ui: ReactElement,
  { client = testQueryClient(), ...options }: { client?: QueryClient } & RenderOptions = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client}>{children}</AppProviders>
  );
  return { client, ...render(ui, { wrapper, ...options }) };
}

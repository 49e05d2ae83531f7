import './app/zod-jitless';
// Inter as one variable font (every weight in one 48 KB file, where four static weights are 97 KB),
// as on the public pages: the theme names 'Inter Variable' first. The builder loads the static
// 'Inter' its text layers name itself (features/mockups/useLayerFonts.ts).
import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
// The theme's custom properties as Mantine's provider will set them (its fonts, colours, sizes):
// the frame's outline in the document reads them before the app's code has run, so the outline's
// heading is drawn in the page's own type.
import './site/theme-vars.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import '@mantine/dropzone/styles.css';
import './app/global.css';
import { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { installGlobalErrorReporting } from './app/errors';
import { queryDefaults } from './app/query';
import { appRouter, preloadRoute } from './app/router';
import { sessionQuery } from './app/session';
import { prefetchSite } from './components/SupportEmail';

installGlobalErrorReporting();
const queryClient = new QueryClient({ defaultOptions: queryDefaults });
const container = document.getElementById('root')!;
const app = (
  <AppProviders queryClient={queryClient}>
    <RouterProvider router={appRouter()} />
  </AppProviders>
);

// Every page of the app starts by asking who is signed in: asked now, not once the first render
// has mounted the components that read it.
const session = queryClient.prefetchQuery(sessionQuery);
// A dashboard address's document shows the frame in outline already (the server drew it): the
// first render waits until it can draw the frame and the page themselves (the session known, their
// code in hand) rather than drawing the same outline again and then the frame in a second, longer
// task. Anywhere else it renders at once.
const outlined = container.hasChildNodes();
const ready = outlined ? Promise.all([session, preloadRoute(location.pathname)]).catch(() => {}) : null;
// The app renders in the browser: the public pages the server renders are hydrated by the site's
// own entry (site/main.tsx), so this document never carries server HTML (a dashboard address's
// carries the frame in outline, which this render replaces). As a transition, the first render
// gives the browser its turn every few milliseconds instead of holding the main thread throughout.
const render = () => startTransition(() => createRoot(container).render(app));
if (ready) void ready.then(render);
else render();
void prefetchSite(queryClient);

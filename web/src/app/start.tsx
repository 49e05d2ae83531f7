// The app's start, the last of the entry's stages (main.tsx): the query cache, the router and the
// first render.
import { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { prefetchSite } from '../components/SupportEmail';
import { AppProviders } from './AppProviders';
import { installGlobalErrorReporting } from './errors';
import { queryDefaults } from './query';
import { appRouter, codesOfMatches, firstReads, preloadCodes } from './router';
import { SESSION_KEY, sessionQuery } from './session';

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
// code in hand, and for a signed-in user the frame's first reads in the cache: the document asked
// for them already) rather than drawing the same outline again and then the frame in a second,
// longer task, and again as each answer lands. Anywhere else it renders at once.
const outlined = container.hasChildNodes();
// The router matched the address as it was made: matching again would rank the whole route table
// a second time, a few milliseconds of a phone's start.
const codes = outlined ? codesOfMatches(appRouter().state.matches) : [];
const reads = () =>
  queryClient.getQueryData(SESSION_KEY)
    ? Promise.all(firstReads(codes).map((r) => queryClient.prefetchQuery(r.query)))
    : null;
const ready = outlined ? Promise.all([session.then(reads), preloadCodes(codes)]).catch(() => {}) : null;
// The app renders in the browser: the public pages the server renders are hydrated by the site's
// own entry (site/main.tsx), so this document never carries server HTML (a dashboard address's
// carries the frame in outline, which this render replaces). As a transition, the first render
// gives the browser its turn every few milliseconds instead of holding the main thread throughout.
const render = () => startTransition(() => createRoot(container).render(app));
if (ready) void ready.then(render);
else render();
void prefetchSite(queryClient);

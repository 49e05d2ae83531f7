import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticNav } from '../app/site-nav';
import { SiteApp } from '../site/SiteApp';
import { SiteFooter } from './SiteFooter';
import { setSiteYear } from './site';

const nav = staticNav(new URL('http://localhost/terms'));
/** A query cache holding the site's facts, as a rendered page's does (so nothing is fetched). */
function withSiteFacts() {
  const client = new QueryClient();
  client.setQueryData(['site'], { companyName: 'PressRun', supportEmail: 'help@pressrun.example' });
  return client;
}

afterEach(() => vi.useRealTimers());

describe('the footer’s year', () => {
  it('is the year the server rendered the page for, even where the browser’s clock has moved on', async () => {
    // The server renders on 31 December and sends the page with its data, as entry-server does.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 11, 31, 23, 30));
    const server = withSiteFacts();
    setSiteYear(server, 2025);
    const html = renderToString(<SiteApp queryClient={server} nav={nav} Page={SiteFooter} />);
    const data = JSON.parse(JSON.stringify(dehydrate(server)));
    expect(html).toContain('© 2025 PressRun. All rights reserved.');

    // A visitor a time zone ahead: their browser already says 1 January.
    vi.setSystemTime(new Date(2026, 0, 1, 0, 30));
    const browser = new QueryClient();
    hydrate(browser, data);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <SiteApp queryClient={browser} nav={nav} Page={SiteFooter} />, {
        onRecoverableError: (e) => problems.push(e),
      }),
    );
    expect(problems).toEqual([]);
    expect(container.textContent).toContain('© 2025 PressRun. All rights reserved.');
    act(() => root.unmount());
    container.remove();
  });

  it('in a page the browser renders by itself, is the browser’s year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 1));
    const html = renderToString(<SiteApp queryClient={withSiteFacts()} nav={nav} Page={SiteFooter} />);
    expect(html).toContain('© 2031 PressRun. All rights reserved.');
  });
});

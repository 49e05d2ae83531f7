import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { DashboardFrame } from './DashboardFrame';
import { pageShapeFor } from './PageSkeleton';

// The session check is held: the frame is still waiting to know who is signed in.
vi.mock('../api', async (real) => ({
  ...(await real<typeof import('../api')>()),
  get: vi.fn(() => new Promise(() => {})),
}));

function openAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <DashboardFrame />, children: [{ path: '/dashboard/*', element: <p>the page</p> }] }],
    { initialEntries: [path] },
  );
  return renderWithApp(<RouterProvider router={router} />);
}

describe('the dashboard frame while it loads', () => {
  it('shows the frame in outline and a skeleton shaped like the page, not a spinner', () => {
    openAt('/dashboard/orders');
    expect(screen.getByTestId('shell-skeleton')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PressRun home' })).toBeTruthy();
    const page = screen.getByTestId('page-skeleton');
    expect(page.getAttribute('data-shape')).toBe('list');
    expect(page.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it('gives each dashboard address the shape of its page', () => {
    expect(pageShapeFor('/dashboard/default')).toBe('checklist');
    expect(pageShapeFor('/dashboard/templates')).toBe('grid');
    expect(pageShapeFor('/dashboard/files')).toBe('grid');
    expect(pageShapeFor('/dashboard/orders')).toBe('list');
    expect(pageShapeFor('/dashboard/orders/42')).toBe('detail');
    expect(pageShapeFor('/product/confirmation/7')).toBe('detail');
    expect(pageShapeFor('/dashboard/settings')).toBe('form');
    expect(pageShapeFor('/dashboard/orders/claim/42')).toBe('form');
  });
});

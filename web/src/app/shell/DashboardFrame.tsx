import { lazy, Suspense } from 'react';
import { RequireAuth } from '../guards';
import { ShellSkeleton } from './ShellSkeleton';

let layout: Promise<typeof import('./DashboardLayout')> | null = null;
/** The frame's code (the same promise each time: asking again does not start another download). */
export const loadLayout = () => {
  layout ??= import('./DashboardLayout');
  return layout;
};
const DashboardLayout = lazy(loadLayout);

/**
 * The route element of the signed-in frame. The frame's code is asked for as soon as a dashboard
 * address is opened, alongside the session check rather than after it, and the frame's outline
 * shows meanwhile (never a spinner on a blank page).
 */
export function DashboardFrame() {
  void loadLayout();
  return (
    <Suspense fallback={<ShellSkeleton />}>
      <RequireAuth fallback={<ShellSkeleton />}>
        <DashboardLayout />
      </RequireAuth>
    </Suspense>
  );
}

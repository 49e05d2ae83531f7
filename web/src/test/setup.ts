import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only where the runner's globals are on; they
// are off here, so each test's tree is taken down explicitly. Notifications live in a store of
// their own, outside the tree: one test's message must not show in the next.
afterEach(() => {
  cleanup();
  notifications.clean();
});

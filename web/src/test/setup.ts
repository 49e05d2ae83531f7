import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after 1 s by default. Beside Playwright and the other Vitest lanes on
// a 2-core machine, a menu opening or an answer rendering has taken 1.6 s; a real failure still fails.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library unmounts after each test by itself only where the runner's globals are on; they
// are off here, so each test's tree is taken down explicitly. Notifications live in a store of
// their own, outside the tree: one test's message must not show in the next.
afterEach(() => {
  cleanup();
  notifications.clean();
});

import { defineConfig } from 'vitest/config';

// Two projects: the domain and server tests (Node, with the test database set up once), and the web
// app's component tests in a DOM (happy-dom), which need neither the database nor a server.
export default defineConfig({
  test: {
    // One fork runs file after file instead of a fresh process for each: starting one and loading
    // the app's dependencies again (Fastify, the embedded database, sharp …) cost about as much CPU
    // as the tests themselves. Vitest reads this for the pool, so it is set here, not per project.
    poolOptions: { forks: { isolate: false } },
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'domain/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          globalSetup: ['server/src/test/global-setup.ts'],
          pool: 'forks',
          // The files also share the loaded source modules; the setup file puts back the module
          // state tests change, so each file starts as a fresh process would.
          poolOptions: { forks: { isolate: false } },
          setupFiles: ['server/src/test/shared-modules.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll gives up after 1 s by default; beside Playwright on a 2-core machine a job
          // can take longer to be claimed, and a real failure still fails.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // Mantine's transitions (a button's loader, a modal, a notification) then finish at once
          // instead of on a timer: a timer left over from a test's last click could otherwise fire
          // after the test's document is gone and fail the run on a slow machine.
          environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
          // A fresh worker for each file, as before: the shared forks above would keep React and the
          // DOM's libraries loaded from one file's document into the next.
          pool: 'threads',
          setupFiles: ['web/src/test/setup.ts'],
          // The heaviest component tests (the builder's layer list with its 30 layers) take a few
          // seconds when the Vitest lanes share the machine with Playwright: 5 s timed them out.
          testTimeout: 15_000,
        },
      },
    ],
  },
});

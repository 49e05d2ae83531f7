import { defineConfig } from 'vitest/config';

// Two projects: the domain and server tests (Node, with the test database set up once), and the web
// app's component tests in a DOM (happy-dom), which need neither the database nor a server.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'domain/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          globalSetup: ['server/src/test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});

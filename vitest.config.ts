import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/src/**/*.test.ts', 'server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['server/src/test/global-setup.ts'],
    // Forks (sharp and the embedded database are safest in their own process), one at a time on a
    // 2-core machine: CI runs a second pass beside this one, so one worker each fills both cores.
    // The files share the worker's loaded modules instead of a fresh process each: loading the
    // app's modules again for every file cost about as much as the tests themselves.
    pool: 'forks',
    poolOptions: { forks: { isolate: false } },
    setupFiles: ['server/src/test/shared-modules.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

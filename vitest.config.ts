import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
});

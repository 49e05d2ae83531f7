import type { App } from '../app';
import { seedCatalog } from '../modules/catalog/seed';
import { seedFaqs } from '../modules/faqs';

/**
 * Demo data seeded on start. Each capability adds its own seeder here; every seeder must be
 * idempotent (a restart keeps data and never duplicates it).
 */
export async function runSeeds(app: App) {
  const seeders: Array<(app: App) => Promise<void>> = [
    async (a) => void (await seedCatalog(a)),
    async (a) => void (await seedFaqs(a.ctx)),
  ];
  for (const seed of seeders) await seed(app);
}

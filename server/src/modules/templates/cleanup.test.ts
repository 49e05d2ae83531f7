import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTemplates } from '../../db/schema';
import { SYSTEM_GROUP } from '../../providers/jobs/queue';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { cleanUpFlatPreviews, TEMPLATES_CLEANUP_JOB } from './cleanup';

describe('templates cleanup: flat previews a crash left without their template', () => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  it('removes stored previews no template shows, once they are an hour old', async () => {
    const { ctx } = t.app;
    const { companyId } = await signedInCompany(t);
    const kept = `templates/${companyId}/1-kept.png`;
    const lost = `templates/${companyId}/2-lost.png`;
    await ctx.storage.put(kept, Buffer.from('png'), 'image/png');
    await ctx.storage.put(lost, Buffer.from('png'), 'image/png');
    await ctx.db.insert(productTemplates).values({ companyId, sku: 'ANY', previewKey: kept });
    // Another company's template showing a key of the same name does not keep this one.
    const other = await signedInCompany(t);
    await ctx.db
      .insert(productTemplates)
      .values({ companyId: other.companyId, sku: 'ANY', previewKey: lost });

    expect(await cleanUpFlatPreviews(ctx)).toBe(0);
    clock += 2 * 60 * 60_000;
    await ctx.jobs.enqueue(TEMPLATES_CLEANUP_JOB, {}, { group: SYSTEM_GROUP });
    await ctx.jobs.drain();
    expect(await ctx.storage.exists(lost)).toBe(false);
    expect(await ctx.storage.exists(kept)).toBe(true);
  });
});

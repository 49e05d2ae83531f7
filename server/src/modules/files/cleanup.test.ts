import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_GROUP } from '../../providers/jobs/queue';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { cleanUpFiles, FILES_CLEANUP_JOB, ORPHANS_KEPT_FOR_MS } from './cleanup';
import { spoolDir } from './spool';

describe('files cleanup: what a crash during an upload leaves behind', () => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  it('removes stored files no record names and stale temporary files, once they are an hour old', async () => {
    const { ctx } = t.app;
    const { c } = await signedInCompany(t);
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    const res = await c.post('/api/files', undefined, {
      multipart: [{ name: 'file', filename: 'kept.png', value: png, contentType: 'image/png' }],
    });
    expect(res.status).toBe(201);
    const kept = res.body.files[0];
    const keptKey = kept.url.replace('/media/', '');
    const keptThumb = kept.thumbnailUrl.replace('/media/', '');

    // A process killed after storing an upload's bytes and before recording them…
    await ctx.storage.put('artwork/orphan0000000000000000/lost.png', png, 'image/png');
    await ctx.storage.put('artwork/orphan0000000000000000/thumbnail.webp', png, 'image/webp');
    // …or in the middle of writing a file (the local store's and the upload's temporary files).
    const storeTmp = path.join(t.config.dataDir, 'files', 'artwork', 'half.png.a1b2c3.tmp');
    fs.writeFileSync(storeTmp, 'half');
    fs.mkdirSync(spoolDir(t.config.dataDir), { recursive: true });
    const uploadTmp = path.join(spoolDir(t.config.dataDir), 'abc.upload.tmp');
    fs.writeFileSync(uploadTmp, 'half');

    // Young, they may belong to an upload still under way: nothing goes.
    expect(await cleanUpFiles(ctx)).toEqual({ orphans: 0, temporary: 0 });
    expect(await ctx.storage.exists('artwork/orphan0000000000000000/lost.png')).toBe(true);

    clock += ORPHANS_KEPT_FOR_MS + 60_000;
    // Run as the periodic job does.
    await ctx.jobs.enqueue(FILES_CLEANUP_JOB, {}, { group: SYSTEM_GROUP });
    await ctx.jobs.drain();
    expect(await ctx.storage.exists('artwork/orphan0000000000000000/lost.png')).toBe(false);
    expect(await ctx.storage.exists('artwork/orphan0000000000000000/thumbnail.webp')).toBe(false);
    expect(fs.existsSync(storeTmp)).toBe(false);
    expect(fs.existsSync(uploadTmp)).toBe(false);
    // The recorded file and its thumbnail stay.
    expect(await ctx.storage.exists(keptKey)).toBe(true);
    expect(await ctx.storage.exists(keptThumb)).toBe(true);
    expect((await c.get(kept.url)).status).toBe(200);
    expect(await cleanUpFiles(ctx)).toEqual({ orphans: 0, temporary: 0 });
  });
});

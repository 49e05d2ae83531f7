import { MOCKUP_MAX_WAITING_PER_COMPANY, MOCKUP_MSG } from '@pressrun/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { useTestProducts } from './test-products';

/** A text-only design: distinct text, distinct design, so nothing is answered from the cache. */
const design = (text: string) => ({
  sku: 'TEST-MUG',
  layers: [
    {
      id: 'txt',
      type: 'text',
      source: text,
      left: 100,
      top: 100,
      width: 1000,
      height: 200,
      rotation: 0,
      fontSize: 120,
      fill: '#1d3557',
      align: 'center',
    },
  ],
});

describe('renders are shared fairly between companies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await useTestProducts(t.app.ctx);
  });
  afterAll(() => t.close());

  it("renders another company's one render next, not after one company's ten", async () => {
    const busy = await signedInCompany(t);
    const other = await signedInCompany(t);
    const queued: string[] = [];
    for (let i = 1; i <= 10; i++) {
      const res = await busy.c.post('/api/mockups', design(`Heavy ${i}`));
      expect(res.status).toBe(202);
      queued.push(res.body.id);
    }
    const mine = await other.c.post('/api/mockups', design('Just one'));
    expect(mine.status).toBe(202);

    // One worker: the busy company's first render, then the other company's.
    expect(await t.app.ctx.jobs.runOne()).toBe(true);
    expect((await busy.c.get(`/api/mockups/${queued[0]}`)).body.status).toBe('done');
    expect(await t.app.ctx.jobs.runOne()).toBe(true);
    expect((await other.c.get(`/api/mockups/${mine.body.id}`)).body.status).toBe('done');
    expect((await busy.c.get(`/api/mockups/${queued[1]}`)).body.status).toBe('queued');
  });

  it('caps the renders one company may have waiting, with a clear 429', async () => {
    const c = (await signedInCompany(t)).c;
    for (let i = 1; i <= MOCKUP_MAX_WAITING_PER_COMPANY; i++)
      expect((await c.post('/api/mockups', design(`Cap ${i}`))).status).toBe(202);
    const over = await c.post('/api/mockups', design('One too many'));
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(MOCKUP_MSG.tooManyWaiting);
    // A design rendering already is joined, and one rendered before answers from the cache: no cap.
    expect((await c.post('/api/mockups', design('Cap 1'))).status).toBe(202);
    // Once one has rendered, there is room again (this company was never served: its render is next).
    expect(await t.app.ctx.jobs.runOne()).toBe(true);
    expect((await c.post('/api/mockups', design('One too many'))).status).toBe(202);
  });
});

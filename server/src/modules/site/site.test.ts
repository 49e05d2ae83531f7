import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

describe('GET /api/site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ supportEmail: 'help@printshop.example', companyName: 'Print Shop' });
  });
  afterAll(() => t.close());

  it('tells the pages the configured support address and company name, signed out', async () => {
    const res = await t.client().get('/api/site');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ companyName: 'Print Shop', supportEmail: 'help@printshop.example' });
  });
});

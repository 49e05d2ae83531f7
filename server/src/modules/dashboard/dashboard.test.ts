import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signUp, tokenFromMail } from '../auth/test-helpers';

describe('GET /api/dashboard/summary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows a new account: created, email not yet verified, nothing else done', async () => {
    const c = t.client();
    await signUp(c);
    const res = await c.get('/api/dashboard/summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ordersPlaced: 0,
      checklist: { accountCreated: true, emailVerified: false, paymentMethod: false, template: false },
    });
  });

  it('ticks off the verified email, for that user only', async () => {
    const c = t.client();
    const { email } = await signUp(c);
    const other = t.client();
    await signUp(other);
    const key = await tokenFromMail(
      t,
      email,
      'Verify your email address',
      'http://localhost:3000/confirm_email/',
    );
    expect((await c.post('/api/auth/verify-email', { key })).status).toBe(200);
    expect((await c.get('/api/dashboard/summary')).body.checklist.emailVerified).toBe(true);
    expect((await other.get('/api/dashboard/summary')).body.checklist.emailVerified).toBe(false);
  });

  it('needs a session', async () => {
    const res = await t.client().get('/api/dashboard/summary');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Not authorized');
  });
});

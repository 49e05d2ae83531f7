import { TERMS_TITLE, termsSections } from '@pressrun/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { pdfText } from '../../test/pdf-text';

describe('GET /static/terms.pdf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ companyName: 'Acme Print', supportEmail: 'help@acme.example' });
  });
  afterAll(() => t.close());

  it('answers a real PDF of the terms to anyone, signed out included, to be shown inline', async () => {
    const res = await t.client().get('/static/terms.pdf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="terms.pdf"');
    // The Billing page frames it; no other site may.
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.raw.subarray(-8).toString()).toContain('%%EOF');
    const pages = res.raw.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);

    const text = await pdfText(res.raw);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(TERMS_TITLE);
    for (const s of termsSections('Acme Print')) expect(flat).toContain(s.title);
    // The configured brand and support address, not the built-in ones.
    expect(flat).toContain('By accessing the Acme Print website and ordering portal');
    expect(flat).toContain('help@acme.example');
    expect(flat).not.toContain('PressRun');
    expect(flat).toContain(`Page 1 of ${pages.length}`);
  });

  it('is drawn once and answered from memory after that', async () => {
    const first = await t.client().get('/static/terms.pdf');
    const again = await t.client().get('/static/terms.pdf');
    expect(again.raw.equals(first.raw)).toBe(true);
  });

  it('is the same for a signed-in customer, and HEAD answers without the body', async () => {
    const { c } = await signedInCompany(t);
    const res = await c.get('/static/terms.pdf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const head = await t.app.inject({ method: 'HEAD', url: '/static/terms.pdf' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
  });

  it('has no other files under /static', async () => {
    const res = await t.client().get('/static/privacy.pdf');
    expect(res.status).toBe(404);
  });
});

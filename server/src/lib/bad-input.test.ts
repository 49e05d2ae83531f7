import { MSG } from '@pressrun/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../modules/catalog/seed';
import { createTestApp, type TestApp, type TestClient } from '../test/app';
import { signedInCompany } from '../test/company';

const NUL = '\u0000';

describe('bad input answers 400, never 500', () => {
  let t: TestApp;
  let a: { c: TestClient; companyId: number };
  let templateId: number;
  let fileId: number;
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#457b9d' } })
      .png()
      .toBuffer();
  const textLayer = (source: string) => ({
    id: 't',
    type: 'text',
    source,
    left: 0,
    top: 0,
    width: 10,
    height: 10,
    rotation: 0,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app, { images: false });
    a = await signedInCompany(t);
    const tpl = await a.c.post('/api/templates', { sku: '22001', layers: [textLayer('Hi')] });
    templateId = tpl.body.template.id;
    const up = await a.c.post('/api/files', undefined, {
      multipart: [{ name: 'file', value: await png(), filename: 'a.png', contentType: 'image/png' }],
    });
    fileId = up.body.files[0].id;
  });
  afterAll(() => t.close());

  const expectNulRefused = (res: { status: number; body: { error: { message: string } } }) => {
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.textHasNul);
  };

  describe('a NUL character in a text field', () => {
    it('a template name', async () => {
      expectNulRefused(await a.c.patch(`/api/templates/${templateId}`, { name: `a${NUL}b` }));
    });

    it('a layer text', async () => {
      expectNulRefused(await a.c.put(`/api/templates/${templateId}`, { layers: [textLayer(`x${NUL}`)] }));
      expectNulRefused(await a.c.post('/api/templates', { sku: '22001', layers: [textLayer(`x${NUL}`)] }));
    });

    it('the sign-up fields', async () => {
      for (const field of ['username', 'company_name', 'email', 'password']) {
        const body = {
          username: 'Jane',
          email: 'nul@example.com',
          password: 'secret-pass-1',
          password_confirmation: 'secret-pass-1',
          [field]: `a${NUL}b@example.com`,
        };
        expectNulRefused(await t.client().post('/api/auth/register', body));
      }
    });

    it('a file name, renamed or uploaded', async () => {
      expectNulRefused(await a.c.put(`/api/files/${fileId}`, { name: `a${NUL}b` }));
      const res = await a.c.post('/api/files', undefined, {
        multipart: [{ name: 'file', value: await png(), filename: `a${NUL}b.png`, contentType: 'image/png' }],
      });
      expectNulRefused(res);
    });

    it('an error report', async () => {
      expectNulRefused(await t.client().post('/api/errors', { message: `boom${NUL}` }));
      expectNulRefused(await t.client().post('/api/errors', { message: 'boom', component: NUL }));
    });

    it('a query string or a path parameter', async () => {
      expectNulRefused(await a.c.get('/api/catalog/products?search=mug%00'));
      expectNulRefused(await a.c.get('/api/templates/1%00'));
    });

    it('deep inside a JSON body, as a key too', async () => {
      expectNulRefused(await t.client().post('/api/errors', { message: 'x', extra: { deep: [`${NUL}`] } }));
      expectNulRefused(await t.client().post('/api/errors', { message: 'x', [`k${NUL}`]: 1 }));
    });
  });

  it('a lone surrogate (broken Unicode) in a layer text or a name', async () => {
    const broken = (res: { status: number; body: { error: { message: string } } }) => {
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MSG.textNotUnicode);
    };
    broken(await a.c.post('/api/templates', { sku: '22001', layers: [textLayer('x\ud800')] }));
    broken(await a.c.put(`/api/templates/${templateId}`, { layers: [textLayer('\udc00')] }));
    broken(await a.c.patch(`/api/templates/${templateId}`, { name: 'a\ud800' }));
    // A pair is one character and fine.
    expect((await a.c.patch(`/api/templates/${templateId}`, { name: 'a\ud83d\ude00' })).status).toBe(200);
  });

  describe('a multipart body without its closing boundary', () => {
    const truncated = async (url: string) => {
      await a.c.ensureCsrf();
      const boundary = 'cut-short-boundary';
      const bytes = await png();
      return t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          cookie: [...a.c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-csrf-token': a.c.cookies.get('csrf')!,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          bytes,
        ]),
      });
    };

    it('an artwork upload', async () => {
      const res = await truncated('/api/files');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MSG.uploadIncomplete);
    });

    it('a template preview', async () => {
      const res = await truncated(`/api/templates/${templateId}/preview`);
      expect(res.statusCode).toBe(400);
    });
  });
});

import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { ARTWORK_MAX_BYTES, FILES_MSG, MSG } from '@pressrun/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type MultipartPart, type TestApp, type TestClient } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { useTestProducts } from '../mockups/test-products';
import { spoolDir } from './spool';

const png = (w = 40, h = 30, colour = '#e63946') =>
  sharp({ create: { width: w, height: h, channels: 4, background: colour } })
    .png()
    .toBuffer();
const jpeg = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#457b9d' } })
    .jpeg()
    .toBuffer();
const gif = (w = 20, h = 20) =>
  sharp({ create: { width: w, height: h, channels: 4, background: '#1d3557' } })
    .gif()
    .toBuffer();

const file = (filename: string, value: Buffer, contentType = 'image/png'): MultipartPart => ({
  name: 'file',
  filename,
  value,
  contentType,
});

/** A PNG whose header claims `w` × `h` pixels with almost no data behind it: an image bomb. */
function bombPng(w: number, h: number) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('files API', () => {
  let t: TestApp;
  let a: { c: TestClient; companyId: number };
  let b: { c: TestClient; companyId: number };
  beforeAll(async () => {
    t = await createTestApp();
    await useTestProducts(t.app.ctx);
    a = await signedInCompany(t);
    b = await signedInCompany(t);
  });
  afterAll(() => t.close());

  const upload = (c: TestClient, parts: MultipartPart[], query = '') =>
    c.post(`/api/files${query}`, undefined, { multipart: parts });

  it('uploads several images at once, checked by content, with sanitised names and thumbnails', async () => {
    const res = await upload(a.c, [
      file('My Logo (final).png', await png(40, 30)),
      file('photo.JPG', await jpeg(64, 48), 'image/jpeg'),
      file('anim.gif', await gif()),
      file('%%%.png', await png(10, 10)),
    ]);
    expect(res.status).toBe(201);
    const files = res.body.files;
    expect(files.map((f: { name: string }) => f.name)).toEqual(['MyLogofinal', 'photo', 'anim', 'image']);
    expect(files.map((f: { fileName: string }) => f.fileName)).toEqual([
      'MyLogofinal.png',
      'photo.jpg',
      'anim.gif',
      'image.png',
    ]);
    expect(files[1]).toMatchObject({
      contentType: 'image/jpeg',
      width: 64,
      height: 48,
      dimensions: { width: 64, height: 48 },
    });
    expect(files[0].url).toMatch(/^\/media\/artwork\/[A-Za-z0-9_-]{22}\/MyLogofinal\.png$/);

    const served = await a.c.get(files[0].url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.raw).metadata()).width).toBe(40);

    const thumb = await t.client().get(files[1].thumbnailUrl); // unguessable URL: no session needed
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('decides the type by content: a JPEG named .gif is stored as the JPEG it is', async () => {
    const res = await upload(a.c, [file('trick.gif', await jpeg(), 'image/gif')]);
    expect(res.status).toBe(201);
    expect(res.body.files[0]).toMatchObject({ contentType: 'image/jpeg', fileName: 'trick.jpg' });
  });

  it('refuses a text file named .png with the file-type message, and stores nothing of the request', async () => {
    const before = (await a.c.get('/api/files')).body.files.length;
    const res = await upload(a.c, [
      file('fine.png', await png()),
      file('notes.png', Buffer.from('hello, I am text'), 'image/png'),
    ]);
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe("You can't upload files of this type. Please upload an image.");
    expect((await a.c.get('/api/files')).body.files.length).toBe(before);
  });

  it('refuses other image types (WebP, SVG) by content', async () => {
    const webp = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"/>');
    for (const bytes of [webp, svg]) {
      const res = await upload(a.c, [file('x.png', bytes)]);
      expect(res.status).toBe(415);
      expect(res.body.error.message).toBe(FILES_MSG.wrongType);
    }
  });

  it('refuses a file over 25 MB with a clear message', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(ARTWORK_MAX_BYTES + 1 - (await png()).length + 10)]);
    const res = await upload(a.c, [file('huge.png', big)]);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(FILES_MSG.tooLarge);
  });

  it('refuses a file by its first bytes, before reading the rest of it', async () => {
    // 30 MB of text: over the size limit too, but its first chunk already says it is no image.
    const text = Buffer.alloc(ARTWORK_MAX_BYTES + 5 * 1024 * 1024, 'just words ');
    const res = await upload(a.c, [file('novel.png', text)]);
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(FILES_MSG.wrongType);

    // The answer comes after the first chunk, while the rest has not been sent: the body stays open
    // until it has come (no timer: a server waiting for the rest would fail the test by its timeout).
    await a.c.ensureCsrf();
    const boundary = 'slow-upload-boundary';
    const body = new PassThrough();
    const answer = t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: [...a.c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': a.c.cookies.get('csrf')!,
      },
      payload: body,
    });
    body.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="novel.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    body.write(text.subarray(0, 64 * 1024));
    const early = await answer;
    body.end(`\r\n--${boundary}--\r\n`);
    expect(early.statusCode).toBe(415);
  }, 10_000);

  it('takes at most 5 files per request, and a refused request leaves nothing in storage', async () => {
    const storage = t.app.ctx.storage;
    const put = storage.put.bind(storage);
    const putFile = storage.putFile.bind(storage);
    const stored: string[] = [];
    storage.put = async (key, ...rest) => {
      stored.push(key);
      return put(key, ...rest);
    };
    storage.putFile = async (key, ...rest) => {
      stored.push(key);
      return putFile(key, ...rest);
    };
    try {
      const before = (await a.c.get('/api/files')).body.files.length;
      const six = await Promise.all(Array.from({ length: 6 }, (_, i) => png(10 + i, 10)));
      const many = await upload(
        a.c,
        six.map((bytes, i) => file(`f${i}.png`, bytes)),
      );
      expect(many.status).toBe(413);
      expect(many.body.error.message).toBe(FILES_MSG.tooManyFilesPerRequest);
      // Files are stored one by one as they arrive; a later bad one (here too large) undoes them all.
      const big = Buffer.concat([await png(), Buffer.alloc(ARTWORK_MAX_BYTES)]);
      const late = await upload(a.c, [
        file('a.png', await png()),
        file('b.png', await jpeg(), 'image/jpeg'),
        file('big.png', big),
      ]);
      expect(late.status).toBe(413);
      expect(late.body.error.message).toBe(FILES_MSG.tooLarge);
      expect(stored.length).toBeGreaterThanOrEqual(4);
      for (const key of stored) expect(await storage.get(key), key).toBeNull();
      // Nor any temporary file: uploads are received on disk, and removed whatever the outcome.
      expect(fs.readdirSync(spoolDir(t.config.dataDir))).toEqual([]);
      expect((await a.c.get('/api/files')).body.files.length).toBe(before);
      const five = await upload(
        a.c,
        six.slice(0, 5).map((bytes, i) => file(`f${i}.png`, bytes)),
      );
      expect(five.status).toBe(201);
      expect(five.body.files).toHaveLength(5);
    } finally {
      storage.put = put;
      storage.putFile = putFile;
    }
  });

  it('refuses an image bomb from its header, before decoding it', async () => {
    const res = await upload(a.c, [file('bomb.png', bombPng(30000, 30000))]);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(FILES_MSG.tooManyPixels(30000, 30000));
    const wide = await upload(a.c, [file('wide.png', bombPng(20000, 10))]);
    expect(wide.status).toBe(422);
    // And the server is still fine.
    expect((await a.c.get('/api/health')).status).toBe(200);
  });

  it('refuses a broken image whose header looks right', async () => {
    const good = await png(200, 200);
    const res = await upload(a.c, [file('broken.png', good.subarray(0, 60))]);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(FILES_MSG.unreadable);
  });

  it("keeps an image larger than a product's print area, at its full size (the builder scales its layer)", async () => {
    const res = await upload(a.c, [file('wide.png', await png(2800, 1400))], '?sku=TEST-MUG');
    expect(res.status).toBe(201);
    expect(res.body.files[0]).toMatchObject({ width: 2800, height: 1400 });
  });

  it('answers 400 for a request without files, and 415 for one that is not multipart', async () => {
    const none = await upload(a.c, [{ name: 'note', value: 'no file here' }]);
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(FILES_MSG.noFile);
    const json = await a.c.post('/api/files', { file: 'x' });
    expect(json.status).toBe(415);
  });

  it("lists the company's files newest first, and never another company's", async () => {
    await upload(b.c, [file('other.png', await png())]);
    const res = await a.c.get('/api/files');
    expect(res.status).toBe(200);
    const ids = res.body.files.map((f: { id: number }) => f.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
    expect(res.body.files.some((f: { name: string }) => f.name === 'other')).toBe(false);
  });

  it('renames a file; an empty name clears it; a long name is refused', async () => {
    const [f] = (await upload(a.c, [file('rename.png', await png())])).body.files;
    const res = await a.c.put(`/api/files/${f.id}`, { name: '  Summer Logo  ' });
    expect(res.status).toBe(200);
    expect(res.body.file.name).toBe('Summer Logo');
    expect((await a.c.put(`/api/files/${f.id}`, { name: '' })).body.file.name).toBeNull();
    const long = await a.c.put(`/api/files/${f.id}`, { name: 'x'.repeat(257) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(MSG.maxLength);
    const missing = await a.c.put(`/api/files/${f.id}`, {});
    expect(missing.status).toBe(400);
  });

  it("answers 404 for another company's file on every route", async () => {
    const [f] = (await upload(b.c, [file('secret.png', await png())])).body.files;
    expect((await a.c.get(`/api/files/${f.id}`)).status).toBe(404);
    const rename = await a.c.put(`/api/files/${f.id}`, { name: 'mine now' });
    expect(rename.status).toBe(404);
    expect(rename.body.error.message).toBe(FILES_MSG.notFound);
    expect((await a.c.delete(`/api/files/${f.id}`)).status).toBe(404);
    expect((await b.c.get(`/api/files/${f.id}`)).body.file.name).toBe('secret');
    const malformed = await a.c.get('/api/files/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe(FILES_MSG.notFound);
  });

  it('deletes a file and its bytes', async () => {
    const [f] = (await upload(a.c, [file('bye.png', await png())])).body.files;
    expect((await a.c.delete(`/api/files/${f.id}`)).status).toBe(204);
    expect((await a.c.get(`/api/files/${f.id}`)).status).toBe(404);
    expect((await a.c.get(f.url)).status).toBe(404);
    expect((await a.c.get(f.thumbnailUrl)).status).toBe(404);
  });

  it('answers 401 without a session and 403 without the CSRF header', async () => {
    const anon = t.client();
    expect((await anon.get('/api/files')).status).toBe(401);
    expect((await anon.get('/api/files/1')).status).toBe(401);
    expect((await upload(anon, [file('x.png', await png())])).status).toBe(401);
    expect((await anon.put('/api/files/1', { name: 'x' })).status).toBe(401);
    expect((await anon.delete('/api/files/1')).status).toBe(401);
    const noCsrf = await a.c.post('/api/files', undefined, {
      multipart: [file('x.png', await png())],
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
  });

  it('serves nothing for unknown or malformed media keys', async () => {
    expect((await t.client().get('/media/artwork/nope/x.png')).status).toBe(404);
    expect((await t.client().get('/media/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    // A literal '%', a folder (after an upload made one) and the adapter's sidecar files.
    const [f] = (await upload(a.c, [file('x.png', await png())])).body.files;
    const folder = f.url.replace(/\/[^/]+$/, '');
    for (const url of ['/media/%25', '/media/artwork', folder, `${f.url}.type`]) {
      expect((await t.client().get(url)).status, url).toBe(404);
    }
  });
});

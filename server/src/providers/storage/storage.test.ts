import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local';
import { isPublicKey, isValidKey, keyFromMediaUrl, mediaUrl, privateKey, type Storage } from './port';
import { S3Storage } from './s3';

/** The contract every storage adapter keeps; run against each adapter below. */
function storageContract(
  name: string,
  make: () => Promise<{ storage: Storage; dispose: () => Promise<void> }>,
) {
  describe(`storage contract: ${name}`, () => {
    let storage: Storage;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, dispose } = await make());
    });
    afterAll(() => dispose());

    it('stores bytes with their content type and reads them back', async () => {
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
      await storage.put('artwork/abc123/logo.png', bytes, 'image/png');
      const got = await storage.get('artwork/abc123/logo.png');
      expect(got?.body.equals(bytes)).toBe(true);
      expect(got?.contentType).toBe('image/png');
      expect(got?.size).toBe(bytes.length);
      expect(await storage.exists('artwork/abc123/logo.png')).toBe(true);
    });

    it('answers null and false for a missing key', async () => {
      expect(await storage.get('artwork/nope/missing.png')).toBeNull();
      expect(await storage.exists('artwork/nope/missing.png')).toBe(false);
    });

    it('overwrites a key', async () => {
      await storage.put('mockups/k/preview.png', Buffer.from('one'), 'text/plain');
      await storage.put('mockups/k/preview.png', Buffer.from('two'), 'image/png');
      const got = await storage.get('mockups/k/preview.png');
      expect(got?.body.toString()).toBe('two');
      expect(got?.contentType).toBe('image/png');
    });

    it('deletes a key, and deleting a missing key is fine', async () => {
      await storage.put('artwork/del/x.gif', Buffer.from('GIF89a'), 'image/gif');
      await storage.delete('artwork/del/x.gif');
      expect(await storage.get('artwork/del/x.gif')).toBeNull();
      await expect(storage.delete('artwork/del/x.gif')).resolves.toBeUndefined();
    });

    it('stores a local file streamed, leaving the original for the caller', async () => {
      const src = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-spool-')), 'upload.tmp');
      const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(200_000, 7)]);
      fs.writeFileSync(src, bytes);
      await storage.putFile('artwork/file1/photo.jpg', src, 'image/jpeg');
      const got = await storage.get('artwork/file1/photo.jpg');
      expect(got?.body.equals(bytes)).toBe(true);
      expect(got?.contentType).toBe('image/jpeg');
      fs.rmSync(path.dirname(src), { recursive: true, force: true });
    });

    it('lists the keys under a prefix with when they were written', async () => {
      const before = Date.now() - 60_000;
      await storage.put('listing/a/one.png', Buffer.from('1'), 'image/png');
      await storage.put('listing/b/two.png', Buffer.from('2'), 'image/png');
      await storage.put('elsewhere/three.png', Buffer.from('3'), 'image/png');
      const listed = [];
      for await (const o of storage.list('listing/')) listed.push(o);
      expect(listed.map((o) => o.key).sort()).toEqual(['listing/a/one.png', 'listing/b/two.png']);
      for (const o of listed) expect(o.modifiedAt.getTime()).toBeGreaterThan(before);
    });

    it('copies an object with its content type, and answers false for a missing source', async () => {
      const bytes = Buffer.from('order,status\n1,Ordered\n');
      await storage.put('bulk-orders/7/9-results.csv', bytes, 'text/csv');
      expect(await storage.copy('bulk-orders/7/9-results.csv', 'bulk-orders/7/abc-results.csv')).toBe(true);
      const got = await storage.get('bulk-orders/7/abc-results.csv');
      expect(got?.body.equals(bytes)).toBe(true);
      expect(got?.contentType).toBe('text/csv');
      // The source stays until the caller deletes it.
      expect(await storage.exists('bulk-orders/7/9-results.csv')).toBe(true);
      expect(await storage.copy('bulk-orders/7/missing.csv', 'bulk-orders/7/never.csv')).toBe(false);
      expect(await storage.exists('bulk-orders/7/never.csv')).toBe(false);
    });

    it('refuses keys that could escape the store', async () => {
      for (const bad of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '', 'a/./b', 'a\\b']) {
        await expect(storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

describe('local disk: temporary files', () => {
  it('removes temporary files a killed write left, once they are old, and nothing else', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-storage-'));
    const storage = new LocalStorage(root);
    await storage.put('artwork/k1/logo.png', Buffer.from('png'), 'image/png');
    const dir = path.join(root, 'artwork', 'k1');
    const stale = path.join(dir, 'logo.png.a1b2c3.tmp');
    const fresh = path.join(dir, 'other.png.d4e5f6.tmp');
    fs.writeFileSync(stale, 'half');
    fs.writeFileSync(fresh, 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);
    expect(await storage.removeStaleTemp(new Date(Date.now() - 60 * 60_000))).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect((await storage.get('artwork/k1/logo.png'))?.body.toString()).toBe('png');
    // The listing never shows the adapter's own files.
    const keys = [];
    for await (const o of storage.list('artwork/')) keys.push(o.key);
    expect(keys).toEqual(['artwork/k1/logo.png']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

storageContract('local disk', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-storage-'));
  return {
    storage: new LocalStorage(root),
    dispose: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
});

// The S3 adapter against s3rver, a local S3-compatible server from the npm registry.
storageContract('S3 (s3rver)', async () => {
  const { default: S3rver } = await import('s3rver');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'pressrun-test', configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const storage = new S3Storage({
    bucket: 'pressrun-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    storage,
    dispose: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('storage keys and media URLs', () => {
  it('maps keys to /media URLs and back', () => {
    expect(mediaUrl('artwork/a1/logo.png')).toBe('/media/artwork/a1/logo.png');
    expect(keyFromMediaUrl('/media/artwork/a1/logo.png')).toBe('artwork/a1/logo.png');
    expect(keyFromMediaUrl('https://pressrun.example/media/artwork/a1/logo.png?x=1')).toBe(
      'artwork/a1/logo.png',
    );
    expect(keyFromMediaUrl('/elsewhere/a.png')).toBeNull();
    expect(keyFromMediaUrl('/media/../secret')).toBeNull();
    expect(isValidKey('mockups/ab12/preview-90.png')).toBe(true);
  });
});

describe('public and private keys', () => {
  it('serves only the public folders at /media', () => {
    for (const key of [
      'artwork/AbC123/logo.png',
      'artwork/AbC123/thumbnail.webp',
      'mockups/0f9a/preview-90.png',
      'mockups/0f9a/listing-0-ffffff.jpg',
      'templates/3/12-x9.png',
      'order-previews/0f9a/preview.png',
    ])
      expect(isPublicKey(key), key).toBe(true);
    for (const key of [
      'bulk-orders/3/9-results.csv',
      'claims/3/photo.jpg',
      'documents/3/cert.pdf',
      'orders/5/6-0f9a/print-file.png',
      'artworks/x.png',
      'artwork',
      '../artwork/x.png',
    ])
      expect(isPublicKey(key), key).toBe(false);
    // A private key is no media URL either, so nothing resolves one as if it were artwork.
    expect(keyFromMediaUrl('/media/bulk-orders/3/9-results.csv')).toBeNull();
  });

  it('gives private files keys with 128 random bits, never in a public folder', () => {
    const a = privateKey('bulk-orders', 3, '-results.csv');
    const b = privateKey('bulk-orders', 3, '-results.csv');
    expect(a).toMatch(/^bulk-orders\/3\/[A-Za-z0-9_-]{22}-results\.csv$/);
    expect(a).not.toBe(b);
    expect(isPublicKey(a)).toBe(false);
    expect(() => privateKey('artwork', 3, '.png')).toThrow(/public folder/);
  });
});

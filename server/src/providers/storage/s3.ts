import fs from 'node:fs';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { assertKey, type Storage, type StoredKey, type StoredObject } from './port';

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** S3-compatible adapter (AWS S3, MinIO, R2 …), chosen when S3_BUCKET is set. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private bucket: string;

  constructor(
    config: S3Config,
    private client: S3Client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: several S3-compatible servers reject the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  ) {
    this.bucket = config.bucket;
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    assertKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async putFile(key: string, filePath: string, contentType: string) {
    assertKey(key);
    const { size } = await fs.promises.stat(filePath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: fs.createReadStream(filePath),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!res.Body) return null;
      const body = Buffer.from(await res.Body.transformToByteArray());
      return { body, contentType: res.ContentType ?? 'application/octet-stream', size: body.length };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async exists(key: string) {
    assertKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (notFound(err)) return false;
      throw err;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredKey> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key) yield { key: o.Key, modifiedAt: o.LastModified ?? new Date() };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** A PUT is all or nothing in S3: a killed upload leaves no object, so there is nothing to sweep. */
  async removeStaleTemp() {
    return 0;
  }

  /** One server-side CopyObject: the bytes never pass through this process; the content type goes along. */
  async copy(from: string, to: string) {
    assertKey(from);
    assertKey(to);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: to,
          // Keys are letters, digits and '-_./' only (assertKey), so they need no escaping here.
          CopySource: `${this.bucket}/${from}`,
        }),
      );
      return true;
    } catch (err) {
      if (notFound(err)) return false;
      throw err;
    }
  }

  async delete(key: string) {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

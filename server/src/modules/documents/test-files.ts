import sharp from 'sharp';
import type { TestClient } from '../../test/app';

/** Files for the document tests: what a customer might upload, good and bad. */

/** A small PDF as a PDF writer makes it (header, one empty page, trailer, %%EOF). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#e63946' } })
    .png()
    .toBuffer();

export const jpeg = async () =>
  sharp(await png())
    .jpeg()
    .toBuffer();

/** Uploads one file as the part named 'file' (or another name), as the web app's form does. */
export function upload(
  c: TestClient,
  kind: string,
  file: { value: Buffer; filename?: string; contentType?: string; name?: string } | null,
) {
  return c.post(`/api/documents/${kind}`, undefined, {
    multipart: file
      ? [
          {
            name: file.name ?? 'file',
            value: file.value,
            filename: file.filename ?? 'document.pdf',
            contentType: file.contentType ?? 'application/pdf',
          },
        ]
      : [{ name: 'note', value: 'no file here' }],
  });
}

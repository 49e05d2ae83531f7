import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { multipartError, partsOf } from '../../lib/multipart';
import { BULK_LIMITS, BULK_MSG, BULK_PAYMENTS, type BulkPayment } from './messages';
import type { UploadedFile } from './service';

/** The name as shown back: no folders or control characters, at most 200 characters. */
function displayName(name: string | undefined) {
  const clean = (name ?? '')
    .split(/[/\\]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'orders';
}

const missing = () => badRequest(BULK_MSG.fileMissing, { file: BULK_MSG.fileMissing });

/**
 * Reads the upload form: one file (the part named 'file', at most 10 MB) and `payment`
 * ('default_card' or 'term'). Every problem is a 4xx naming the field.
 */
export async function readUpload(req: FastifyRequest): Promise<{ file: UploadedFile; payment: BulkPayment }> {
  if (!req.isMultipart()) throw missing();
  let file: UploadedFile | null = null;
  let payment: string | null = null;
  try {
    for await (const part of partsOf(req, {
      limits: { fileSize: BULK_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 1024 },
    })) {
      if (part.type !== 'file') {
        if (part.fieldname === 'payment') payment = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw missing();
      }
      const bytes = await part.toBuffer();
      // @fastify/multipart cuts the stream at the limit and marks it rather than always throwing.
      if (part.file.truncated)
        throw new AppError(413, 'too_large', BULK_MSG.tooLarge, { file: BULK_MSG.tooLarge });
      file = { bytes, fileName: displayName(part.filename) };
    }
  } catch (err) {
    const e = multipartError(err, {
      tooLarge: BULK_MSG.tooLarge,
      tooManyFiles: BULK_MSG.oneFile,
      invalid: BULK_MSG.unreadable,
    });
    if (e instanceof AppError && !e.fields) e.fields = { file: e.message };
    throw e;
  }
  if (!file?.bytes.length) throw missing();
  if (!BULK_PAYMENTS.includes(payment as BulkPayment))
    throw badRequest(BULK_MSG.payment, { payment: BULK_MSG.payment });
  return { file, payment: payment as BulkPayment };
}

import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError, badRequest } from '../../lib/errors';
import { sniffImageType } from '../../lib/image-type';
import { multipartError, partsOf } from '../../lib/multipart';
import { DOC_MSG, DOCUMENT_MAX_BYTES, type DocumentType } from './messages';

export interface DocumentFile {
  bytes: Buffer;
  contentType: DocumentType;
  ext: 'pdf' | 'png' | 'jpg';
  /** The name it had on the customer's device, for display only (never a storage key or a header). */
  fileName: string;
}

const wrongType = () => new AppError(415, 'unsupported_type', DOC_MSG.fileType, { file: DOC_MSG.fileType });

/**
 * A PDF starts with its header (`%PDF-1.7`) and ends with `%%EOF` (a writer may add a little
 * whitespace after it): a file cut short, or anything merely named .pdf, is neither.
 */
function isPdf(bytes: Buffer) {
  if (!/^%PDF-\d\.\d/.test(bytes.subarray(0, 8).toString('latin1'))) return false;
  return bytes.subarray(Math.max(0, bytes.length - 2048)).includes('%%EOF', 0, 'latin1');
}

/** Whether sharp can read the image's header as the type its first bytes claim. */
async function readableImage(bytes: Buffer, type: 'image/png' | 'image/jpeg') {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    return meta.format === (type === 'image/png' ? 'png' : 'jpeg') && Boolean(meta.width && meta.height);
  } catch {
    return false;
  }
}

/** What the file is by its content: a PDF, PNG or JPEG, else a 415. */
export async function documentType(bytes: Buffer): Promise<Pick<DocumentFile, 'contentType' | 'ext'>> {
  if (isPdf(bytes)) return { contentType: 'application/pdf', ext: 'pdf' };
  const image = sniffImageType(bytes);
  if ((image === 'image/png' || image === 'image/jpeg') && (await readableImage(bytes, image)))
    return image === 'image/png' ? { contentType: image, ext: 'png' } : { contentType: image, ext: 'jpg' };
  throw wrongType();
}

/** The name as shown back: no control characters, at most 200 characters, 'document' when empty. */
function displayName(name: string | undefined) {
  const clean = (name ?? '')
    .split(/[/\\]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'document';
}

/**
 * Reads the one file of a document upload (the part named 'file'), at most 10 MB, and checks it by
 * its content. Every problem is a 4xx naming the field: none or an empty file 400, too large 413,
 * of another type 415.
 */
export async function readDocument(req: FastifyRequest): Promise<DocumentFile> {
  if (!req.isMultipart()) throw badRequest(DOC_MSG.fileMissing, { file: DOC_MSG.fileMissing });
  let file: { bytes: Buffer; name: string } | null = null;
  try {
    for await (const part of partsOf(req, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(DOC_MSG.fileMissing, { file: DOC_MSG.fileMissing });
      }
      const bytes = await part.toBuffer();
      // @fastify/multipart cuts the stream at the limit and marks it rather than always throwing.
      if (part.file.truncated)
        throw new AppError(413, 'too_large', DOC_MSG.tooLarge, { file: DOC_MSG.tooLarge });
      file = { bytes, name: part.filename };
    }
  } catch (err) {
    const e = multipartError(err, {
      tooLarge: DOC_MSG.tooLarge,
      tooManyFiles: DOC_MSG.oneFile,
      invalid: DOC_MSG.unreadable,
    });
    if (e instanceof AppError && !e.fields) e.fields = { file: e.message };
    throw e;
  }
  if (!file?.bytes.length) throw badRequest(DOC_MSG.fileMissing, { file: DOC_MSG.fileMissing });
  return { bytes: file.bytes, ...(await documentType(file.bytes)), fileName: displayName(file.name) };
}

import { CLAIM_REASONS, type ClaimReason } from '@pressrun/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { sniffImageType } from '../../lib/image-type';
import { multipartError, partsOf } from '../../lib/multipart';
import { CLAIM_MSG, CLAIM_PHOTO_MAX_BYTES, CLAIM_TEXT_MAX } from './messages';

/** The claim form's text fields, as the multipart body carries them (strings). */
const fieldsSchema = z.object({
  orderId: z
    .string({ error: CLAIM_MSG.orderId })
    .trim()
    .regex(/^\d{1,10}$/, CLAIM_MSG.orderId)
    .transform(Number)
    .pipe(z.number().int().positive(CLAIM_MSG.orderId).max(2_147_483_647, CLAIM_MSG.orderId)),
  reason: z.enum(CLAIM_REASONS, { error: CLAIM_MSG.reason }),
  remarks: z
    .string({ error: CLAIM_MSG.remarks })
    .trim()
    .min(1, CLAIM_MSG.remarks)
    .max(CLAIM_TEXT_MAX, CLAIM_MSG.remarksLong),
  email: z
    .string({ error: CLAIM_MSG.email })
    .trim()
    .min(1, CLAIM_MSG.email)
    .max(256, CLAIM_MSG.email)
    .pipe(z.email(CLAIM_MSG.email)),
});

export interface ClaimPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
}

export interface ClaimForm {
  orderId: number;
  reason: ClaimReason;
  remarks: string;
  email: string;
  photo: ClaimPhoto;
}

// Generous for 2,000 characters of any script; a longer value is cut and then fails its length check.
const FIELD_MAX_BYTES = 16 * 1024;

/**
 * Reads the claim form: four text fields and exactly one photo, a JPG or PNG by its content (its
 * name and declared type are not trusted), at most 10 MB. Every problem is a 400 naming the field.
 */
export async function readClaimForm(req: FastifyRequest): Promise<ClaimForm> {
  if (!req.isMultipart()) throw badRequest(CLAIM_MSG.photoMissing, { photo: CLAIM_MSG.photoMissing });
  const values: Record<string, string> = {};
  let photo: Buffer | null = null;
  let extraFile = false;
  try {
    for await (const part of partsOf(req, {
      limits: { fileSize: CLAIM_PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: FIELD_MAX_BYTES },
    })) {
      if (part.type === 'file') {
        if (part.fieldname === 'photo') photo = await part.toBuffer();
        else {
          extraFile = true;
          part.file.resume();
        }
      } else if (typeof part.value === 'string') values[part.fieldname] = part.value;
    }
  } catch (err) {
    const e = multipartError(err, { tooLarge: CLAIM_MSG.photoTooLarge, invalid: CLAIM_MSG.unreadable });
    // Too large is bad input like any other here: the form says which field and why.
    if (e instanceof Error && (e as { code?: string }).code === 'too_large')
      throw badRequest(CLAIM_MSG.photoTooLarge, { photo: CLAIM_MSG.photoTooLarge });
    throw e;
  }
  if (extraFile) throw badRequest(CLAIM_MSG.unreadable);

  const fields: Record<string, string> = {};
  const parsed = fieldsSchema.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  const type = photo?.length ? sniffImageType(photo) : null;
  if (!photo?.length) fields.photo = CLAIM_MSG.photoMissing;
  else if (type !== 'image/jpeg' && type !== 'image/png') fields.photo = CLAIM_MSG.photoType;
  if (!parsed.success || fields.photo) throw badRequest(Object.values(fields)[0]!, fields);

  const contentType = type as ClaimPhoto['contentType'];
  return {
    ...parsed.data,
    photo: { bytes: photo!, contentType, ext: contentType === 'image/png' ? 'png' : 'jpg' },
  };
}

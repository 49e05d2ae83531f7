import { CLAIM_PHOTOS_MAX, CLAIM_REASONS, type ClaimReason } from '@pressrun/domain';
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

/**
 * The items the claim names, as the form's `items` field carries them: JSON
 * `[{ "lineId": 12, "quantity": 1 }, …]`. Whether each line is the order's and each quantity fits
 * is checked against the order when the claim is filed.
 */
const itemsSchema = z
  .array(
    z.object({
      lineId: z.number().int().positive().max(2_147_483_647),
      quantity: z.number().int().positive().max(999_999),
    }),
    { error: CLAIM_MSG.itemsUnreadable },
  )
  .min(1, CLAIM_MSG.itemsMissing)
  .max(500, CLAIM_MSG.itemsUnreadable);

export type ClaimedItem = z.infer<typeof itemsSchema>[number];

function readItems(raw: string | undefined): { items?: ClaimedItem[]; error?: string } {
  // Left out, the claim is about the whole order, as every claim was before items could be chosen.
  if (raw === undefined) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { error: CLAIM_MSG.itemsUnreadable };
  }
  const parsed = itemsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      error:
        issue.code === 'too_small' && issue.path.length === 0
          ? CLAIM_MSG.itemsMissing
          : CLAIM_MSG.itemsUnreadable,
    };
  }
  return { items: parsed.data };
}

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
  photos: ClaimPhoto[];
  /** The lines and affected quantities; undefined means every line in full. */
  items?: ClaimedItem[];
}

// Generous for 2,000 characters of any script; a longer value is cut and then fails its length check.
const FIELD_MAX_BYTES = 16 * 1024;

// Too large or too many is bad input like any other here: the form says which field and why.
const PHOTO_LIMITS: Record<string, string> = {
  too_large: CLAIM_MSG.photoTooLarge,
  too_many_files: CLAIM_MSG.tooManyPhotos,
};

/**
 * Reads the claim form: four text fields, the items (`items`, see itemsSchema) and one to five
 * photos (parts named `photo`), each a JPG or PNG by its content (its name and declared type are
 * not trusted), at most 10 MB. Every problem is a 400 naming the field.
 */
export async function readClaimForm(req: FastifyRequest): Promise<ClaimForm> {
  if (!req.isMultipart()) throw badRequest(CLAIM_MSG.photoMissing, { photo: CLAIM_MSG.photoMissing });
  const values: Record<string, string> = {};
  const photos: Buffer[] = [];
  let extraFile = false;
  try {
    for await (const part of partsOf(req, {
      limits: {
        fileSize: CLAIM_PHOTO_MAX_BYTES,
        files: CLAIM_PHOTOS_MAX,
        fields: 20,
        fieldSize: FIELD_MAX_BYTES,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname === 'photo') {
          // A form sends an empty part for a file input left empty: it is no photo.
          const bytes = await part.toBuffer();
          if (bytes.length) photos.push(bytes);
        } else {
          extraFile = true;
          part.file.resume();
        }
      } else if (typeof part.value === 'string') values[part.fieldname] = part.value;
    }
  } catch (err) {
    const e = multipartError(err, {
      tooLarge: CLAIM_MSG.photoTooLarge,
      tooManyFiles: CLAIM_MSG.tooManyPhotos,
      invalid: CLAIM_MSG.unreadable,
    });
    const limit = PHOTO_LIMITS[(e as { code?: string }).code ?? ''];
    if (limit) throw badRequest(limit, { photo: limit });
    throw e;
  }
  if (extraFile) throw badRequest(CLAIM_MSG.unreadable);

  const fields: Record<string, string> = {};
  const parsed = fieldsSchema.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  const { items, error: itemsError } = readItems(values.items);
  if (itemsError) fields.items = itemsError;
  const types = photos.map((p) => sniffImageType(p));
  if (photos.length === 0) fields.photo = CLAIM_MSG.photoMissing;
  else if (types.some((t) => t !== 'image/jpeg' && t !== 'image/png')) fields.photo = CLAIM_MSG.photoType;
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);

  return {
    ...parsed.data!,
    items,
    photos: photos.map((bytes, i) => {
      const contentType = types[i] as ClaimPhoto['contentType'];
      return { bytes, contentType, ext: contentType === 'image/png' ? 'png' : 'jpg' };
    }),
  };
}

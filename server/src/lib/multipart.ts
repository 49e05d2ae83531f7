import type { Multipart, MultipartFile } from '@fastify/multipart';
import { MSG } from '@pressrun/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { assertStorableText } from './text-guard';

export interface MultipartMessages {
  /** A file over the route's size limit (413). */
  tooLarge: string;
  /** More files than the route takes (413); without it, such a request is simply invalid. */
  tooManyFiles?: string;
  /** Anything else wrong with the multipart body (400). */
  invalid: string;
}

/**
 * The error to answer for one raised while a route read an upload, in that route's words: the
 * limits of @fastify/multipart (its `FST_*` codes), a body cut short before its closing boundary,
 * or any other parse error of the body (a 400, never a 500). The route's own AppErrors, and the
 * server's own failures while storing the parts (system errors such as a full disk, which carry a
 * `syscall`), are returned as they were: those are not the client's fault.
 */
export function multipartError(err: unknown, messages: MultipartMessages): unknown {
  if (err instanceof AppError || !(err instanceof Error) || 'syscall' in err) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'too_large', messages.tooLarge);
  if (code === 'FST_FILES_LIMIT' && messages.tooManyFiles)
    return new AppError(413, 'too_many_files', messages.tooManyFiles);
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || /unexpected end|terminated early|aborted/i.test(err.message))
    return new AppError(400, 'incomplete', MSG.uploadIncomplete);
  return new AppError(400, 'validation', messages.invalid);
}

/** Field and file names with a NUL character or broken Unicode are refused like any other text (see text-guard.ts). */
function checkNames(part: Multipart) {
  assertStorableText({ body: { [part.fieldname]: part.type === 'file' ? part.filename : part.value } });
}

/** `req.parts()`, refusing a part whose name or file name cannot be stored as text. */
export async function* partsOf(
  req: FastifyRequest,
  opts: Parameters<FastifyRequest['parts']>[0],
): AsyncGenerator<Multipart> {
  for await (const part of req.parts(opts)) {
    checkNames(part);
    yield part;
  }
}

/** `req.file()`, refusing a file part whose name or file name cannot be stored as text. */
export async function fileOf(
  req: FastifyRequest,
  opts: Parameters<FastifyRequest['file']>[0],
): Promise<MultipartFile | undefined> {
  const part = await req.file(opts);
  if (part) checkNames(part);
  return part;
}

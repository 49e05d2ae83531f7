import { AppError } from './errors';

export interface MultipartMessages {
  /** A file over the route's size limit (413). */
  tooLarge: string;
  /** More files than the route takes (413); without it, such a request is simply invalid. */
  tooManyFiles?: string;
  /** Anything else wrong with the multipart body (400). */
  invalid: string;
}

/**
 * The error to answer for one that @fastify/multipart raised (its `FST_*` codes) while a route read
 * an upload, in that route's words; any other error is returned as it was.
 */
export function multipartError(err: unknown, messages: MultipartMessages): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('FST_')) return err;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, 'too_large', messages.tooLarge);
  if (code === 'FST_FILES_LIMIT' && messages.tooManyFiles)
    return new AppError(413, 'too_many_files', messages.tooManyFiles);
  return new AppError(400, 'validation', messages.invalid);
}

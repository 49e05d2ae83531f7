import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { multipartError } from './multipart';

const messages = { tooLarge: 'Too large', tooManyFiles: 'Too many', invalid: 'Not a file' };

describe('multipartError', () => {
  it("answers the client's broken bodies with a 4xx in the route's words", () => {
    const tooLarge = Object.assign(new Error('too big'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    expect(multipartError(tooLarge, messages)).toMatchObject({ statusCode: 413, message: 'Too large' });
    expect(multipartError(new Error('Unexpected end of form'), messages)).toMatchObject({ statusCode: 400 });
    expect(multipartError(new Error('Malformed part header'), messages)).toMatchObject({
      statusCode: 400,
      message: 'Not a file',
    });
  });

  it("leaves the server's own failures (a full disk) and the route's errors as they are", () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      syscall: 'write',
    });
    expect(multipartError(full, messages)).toBe(full);
    const own = new AppError(404, 'not_found', 'Gone');
    expect(multipartError(own, messages)).toBe(own);
  });
});

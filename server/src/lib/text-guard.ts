import { MSG } from '@pressrun/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** A lone UTF-16 surrogate: not a character at all (PostgreSQL's jsonb refuses it). */
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with a string, if anything: PostgreSQL stores neither NUL nor broken Unicode. */
function flaw(s: string): string | null {
  if (s.includes('\u0000')) return MSG.textHasNul;
  if (LONE_SURROGATE.test(s)) return MSG.textNotUnicode;
  return null;
}

/**
 * The first string or key in `value` that cannot be stored as text (a NUL character, U+0000, or a
 * lone surrogate), with its path (`body.layers.0.source`) and the message to answer; or null.
 */
export function findBadText(value: unknown, path: string, depth = 0): { at: string; message: string } | null {
  if (typeof value === 'string') {
    const message = flaw(value);
    return message ? { at: path, message } : null;
  }
  // JSON bodies are at most 1 MB; the depth cap only keeps a pathological body from exhausting the stack.
  if (value === null || typeof value !== 'object' || depth > 64 || Buffer.isBuffer(value)) return null;
  for (const [k, v] of Object.entries(value)) {
    const at = `${path}.${k.replaceAll('\u0000', '\\0')}`;
    const message = flaw(k);
    if (message) return { at, message };
    const found = findBadText(v, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses (400) text that cannot be stored anywhere in the named parts of a request. */
export function assertStorableText(parts: Record<string, unknown>) {
  for (const [name, value] of Object.entries(parts)) {
    const bad = findBadText(value, name);
    if (bad) throw badRequest(bad.message, { [bad.at.replace(/^body\./, '')]: bad.message });
  }
}

/**
 * One check for every route, before validation: a 400 ('Text must not contain NUL characters.', or
 * 'Text must be valid Unicode.') for such text in the JSON body, the query string or the path.
 * Multipart field and file names are checked as they are read (lib/multipart.ts).
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      assertStorableText({ body: req.body, query: req.query, params: req.params });
      done();
    } catch (err) {
      done(err as Error);
    }
  });
}

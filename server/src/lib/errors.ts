import { MSG } from '@pressrun/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error the client should see: `{ error: { code, message, fields } }` with a 4xx status. */
export class AppError extends Error {
  constructor(
    public statusCode: number,
    public code: string,
    message: string,
    public fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'validation', message, fields);
export const unauthorized = (message: string = MSG.notAuthorized) =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);
export const tooMany = (message: string = MSG.tooManyAttempts) => new AppError(429, 'rate_limited', message);

/** Maps every error to the API's error shape; bad input is never a 500 and never leaks a stack. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({
        error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key =
          String(issue.instancePath || '')
            .replace(/^\//, '')
            .replace(/\//g, '.') || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send({ error: { code: 'validation', message: first, fields } });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'internal', message: MSG.somethingWrong } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ error: { code: 'internal', message: MSG.somethingWrong } });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit …)
    const message = status === 413 ? 'The file is too large.' : err.message;
    return reply.status(status).send({ error: { code: err.code ?? 'bad_request', message } });
  });
  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route ${req.method} ${req.url.split('?')[0]}` } });
  });
}

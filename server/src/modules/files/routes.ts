import {
  ARTWORK_MAX_BYTES,
  ARTWORK_MAX_FILES_PER_REQUEST,
  FILES_MSG,
  renameArtworkSchema,
} from '@pressrun/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { multipartError, partsOf } from '../../lib/multipart';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { requireSession, sessionOf } from '../../lib/session';
import type { FilesDeps } from './deps';
import { deleteArtwork, getArtwork, listArtwork, renameArtwork, type Upload, uploadArtwork } from './service';
import { spoolArtworkPart, spoolDir } from './spool';

export const artworkFileSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  fileName: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/gif']),
  bytes: z.number(),
  width: z.number(),
  height: z.number(),
  dimensions: z.object({ width: z.number(), height: z.number() }),
  createdAt: z.string(),
});

// A malformed id is the same as a missing file.
const idParams = serialIdParams(FILES_MSG.notFound);

const one = z.object({ file: artworkFileSchema });
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema } as const;

/** The file parts of a multipart request, read one at a time as the consumer asks for them. */
async function* readUploads(req: FastifyRequest, dir: string): AsyncGenerator<Upload> {
  if (!req.isMultipart()) throw new AppError(415, 'unsupported_type', FILES_MSG.noFile);
  try {
    for await (const part of partsOf(req, {
      limits: { fileSize: ARTWORK_MAX_BYTES, files: ARTWORK_MAX_FILES_PER_REQUEST },
    })) {
      if (part.type === 'file')
        yield { filename: part.filename, file: await spoolArtworkPart(part.file, dir) };
    }
  } catch (err) {
    throw multipartError(err, {
      tooLarge: FILES_MSG.tooLarge,
      tooManyFiles: FILES_MSG.tooManyFilesPerRequest,
      invalid: FILES_MSG.noFile,
    });
  }
}

/**
 * My Files: a company's artwork. Every route is scoped by the session's company;
 * another company's file answers 404 like a missing one. The bytes are served at /media/… (see
 * media-routes.ts) under unguessable keys.
 */
export const filesModule: FastifyPluginAsyncZod<{ deps: FilesDeps }> = async (app, { deps }) => {
  app.addHook('preHandler', requireSession);
  const tags = ['files'];

  app.get(
    '/',
    {
      schema: { tags, response: { 200: z.object({ files: z.array(artworkFileSchema) }), 401: errorSchema } },
    },
    async (req) => ({ files: await listArtwork(deps, sessionOf(req).companyId) }),
  );

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: one, ...errors } } }, async (req) => ({
    file: await getArtwork(deps, sessionOf(req).companyId, req.params.id),
  }));

  app.post(
    '/',
    {
      schema: {
        tags,
        description:
          'Upload artwork: multipart/form-data with one to five file parts (JPEG, PNG or GIF by content, ' +
          'at most 25 MB and 64 megapixels each); an image larger than a product’s print area is accepted (the builder scales it to fit). ' +
          'One bad file refuses the whole request.',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ files: z.array(artworkFileSchema) }),
          ...errors,
          413: errorSchema,
          415: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const { companyId } = sessionOf(req);
      const files = await uploadArtwork(deps, companyId, readUploads(req, spoolDir(deps.config.dataDir)));
      return reply.status(201).send({ files });
    },
  );

  app.put(
    '/:id',
    { schema: { tags, params: idParams, body: renameArtworkSchema, response: { 200: one, ...errors } } },
    async (req) => ({
      file: await renameArtwork(deps, sessionOf(req).companyId, req.params.id, req.body.name),
    }),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await deleteArtwork(deps, sessionOf(req).companyId, req.params.id);
      return reply.status(204).send(null);
    },
  );
};

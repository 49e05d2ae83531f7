import {
  createTemplateSchema,
  duplicateTemplateSchema,
  layerSchema,
  renameTemplateSchema,
  TEMPLATE_MSG,
  updateTemplateSchema,
} from '@pressrun/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { fileOf, multipartError } from '../../lib/multipart';
import type { RouteApp } from '../../lib/route-app';
import { errorSchema, serialIdParams } from '../../lib/schemas';
import { requireSession, sessionOf } from '../../lib/session';
import { requireVerifiedEmail } from '../auth';
import type { TemplatesDeps } from './deps';
import { templateZip } from './download';
import { duplicateTemplate } from './duplicate';
import { FLAT_PREVIEW_MAX_BYTES, setFlatPreview } from './flat-preview';
import { presentOne } from './listings';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  renameTemplate,
  toView,
  updateTemplate,
} from './service';

const imageSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export const templateSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  description: z.string(),
  sku: z.string(),
  layers: z.array(layerSchema),
  status: z.enum(['draft', 'saved']),
  mockupId: z.string().nullable(),
  previewUrl: z.string().nullable(),
  mockups: z.array(imageSchema.extend({ angle: z.number() })),
  printFile: imageSchema.extend({ dpi: z.number() }).nullable(),
  product: z
    .object({ name: z.string(), variantName: z.string(), colorName: z.string(), colorHex: z.string() })
    .nullable()
    .optional()
    .describe('The product, variant and colour; null when the sku has left the catalogue'),
  listings: z
    .array(
      z.object({
        angle: z.number(),
        name: z.enum(['Front', 'Angled', 'Right', 'Left']),
        url: z.string(),
        width: z.number(),
        height: z.number(),
        background: z.string(),
      }),
    )
    .describe(
      "The 2000 px listing renders of the template's mockup (Front with the design facing the camera, then Angled, Right, Left, per background), at the mockup's own stable URLs; they may arrive after the save",
    ),
  createdAt: z.string(),
  updatedAt: z.string(),
});

// A malformed id is the same as a missing template: 'Template is not available.'
const idParams = serialIdParams(TEMPLATE_MSG.missing);

const one = z.object({ template: templateSchema });
const list = z.object({ templates: z.array(templateSchema) });
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema } as const;
const tags = ['templates'];
type VerifiedGuard = ReturnType<typeof requireVerifiedEmail>;

/**
 * Product templates: a company’s saved designs (see docs/business-rules.md). Every route is
 * scoped by the session's company; another company's template answers 404 like a missing one.
 */
export const templatesModule: FastifyPluginAsyncZod<{ deps: TemplatesDeps }> = async (app, { deps }) => {
  app.addHook('preHandler', requireSession);
  const verified = requireVerifiedEmail(deps.db);
  readRoutes(app, deps);
  editRoutes(app, deps, verified);
  designCopyRoutes(app, deps, verified);
};

/** / and /:id: the company's templates, and one of them. */
function readRoutes(app: RouteApp, deps: TemplatesDeps) {
  app.get('/', { schema: { tags, response: { 200: list, 401: errorSchema } } }, async (req) => ({
    templates: await listTemplates(deps, sessionOf(req).companyId),
  }));

  app.get('/:id', { schema: { tags, params: idParams, response: { 200: one, ...errors } } }, async (req) => ({
    template: await getTemplate(deps, sessionOf(req).companyId, req.params.id),
  }));
}

/** Making, changing, renaming and deleting a template; saving a design needs a verified email. */
function editRoutes(app: RouteApp, deps: TemplatesDeps, verified: VerifiedGuard) {
  app.post(
    '/',
    { schema: { tags, body: createTemplateSchema, response: { 201: one, ...errors } }, preHandler: verified },
    async (req, reply) => {
      const template = await createTemplate(deps, sessionOf(req).companyId, req.body);
      return reply.status(201).send({ template });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: updateTemplateSchema,
        response: { 200: one, 409: errorSchema, ...errors },
      },
      preHandler: verified,
    },
    async (req) => ({
      template: await updateTemplate(deps, sessionOf(req).companyId, req.params.id, req.body),
    }),
  );

  app.patch(
    '/:id',
    { schema: { tags, params: idParams, body: renameTemplateSchema, response: { 200: one, ...errors } } },
    async (req) => ({
      template: await renameTemplate(deps, sessionOf(req).companyId, req.params.id, req.body.name),
    }),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: idParams, response: { 200: list, ...errors } } },
    async (req) => ({
      templates: await deleteTemplate(deps, sessionOf(req).companyId, req.params.id),
    }),
  );
}

/** A design copied elsewhere: duplicated onto another product, given a flat preview, or downloaded. */
function designCopyRoutes(app: RouteApp, deps: TemplatesDeps, verified: VerifiedGuard) {
  // Duplicate onto another product, variant or colour: a new draft, layers re-fitted to its print area.
  app.post(
    '/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Copy a design to another product, variant or colour (a new draft, layers re-fitted)',
        params: idParams,
        body: duplicateTemplateSchema,
        response: { 201: one, ...errors },
      },
      preHandler: verified,
    },
    async (req, reply) => {
      const template = await duplicateTemplate(deps, sessionOf(req).companyId, req.params.id, req.body);
      return reply.status(201).send({ template });
    },
  );

  // A flat picture of the design, for products the renderer has no mockup for.
  app.post(
    '/:id/preview',
    {
      schema: {
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: one, 413: errorSchema, 415: errorSchema, ...errors },
      },
    },
    async (req) => {
      const { companyId } = sessionOf(req);
      if (!req.isMultipart()) throw new AppError(415, 'unsupported_type', TEMPLATE_MSG.previewNotPng);
      let bytes: Buffer | null = null;
      try {
        const part = await fileOf(req, { limits: { fileSize: FLAT_PREVIEW_MAX_BYTES, files: 1 } });
        bytes = part ? await part.toBuffer() : null;
      } catch (err) {
        throw multipartError(err, {
          tooLarge: TEMPLATE_MSG.previewTooLarge,
          invalid: TEMPLATE_MSG.previewNotPng,
        });
      }
      if (!bytes) throw badRequest(TEMPLATE_MSG.previewNotPng);
      const row = await setFlatPreview(deps, companyId, req.params.id, bytes);
      return { template: await presentOne(deps, companyId, toView(row)) };
    },
  );

  // The template's print file and mockups in one zip.
  app.get(
    '/:id/download',
    { schema: { tags, params: idParams, produces: ['application/zip'] } },
    async (req, reply) => {
      const template = await getTemplate(deps, sessionOf(req).companyId, req.params.id);
      const { fileName, bytes } = await templateZip(deps, req.session!.companyId, template.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}

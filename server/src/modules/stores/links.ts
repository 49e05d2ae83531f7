import {
  type LinkProductRequest,
  linkProductSchema,
  type PublishProductRequest,
  publishProductSchema,
  STORE_MSG,
  type StoreLinkView,
  type StorePlatform,
  type StoreProductView,
} from '@pressrun/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { quoteItems } from '../checkout';
import { getTemplate, templatesById } from '../templates';
import { storeProblem } from './connect';
import { type StoreRow, storeOfCompany, withStore } from './connections';
import type { StoresDeps } from './deps';
import { publishedSku } from './receive';
import { storeLinks } from './tables';

type LinkRow = typeof storeLinks.$inferSelect;

/** A zod refusal as the API's 400, each field with its first message. */
function parsed<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) fields[issue.path.join('.')] ??= issue.message;
  throw badRequest(Object.values(fields)[0]!, fields);
}

export async function linkViews(
  deps: StoresDeps,
  companyId: number,
  storeId: number,
): Promise<StoreLinkView[]> {
  await storeOfCompany(deps.db, companyId, storeId);
  const rows = await deps.db
    .select()
    .from(storeLinks)
    .where(and(eq(storeLinks.storeId, storeId), eq(storeLinks.companyId, companyId)))
    .orderBy(desc(storeLinks.id));
  return views(deps, companyId, rows);
}

async function views(deps: StoresDeps, companyId: number, rows: LinkRow[]): Promise<StoreLinkView[]> {
  const templates = await templatesById(
    deps,
    companyId,
    rows.map((r) => r.templateId),
  );
  return rows.map((r) => ({
    id: r.id,
    storeId: r.storeId,
    templateId: r.templateId,
    templateName: templates.get(r.templateId)?.name ?? 'Deleted template',
    storeProductId: r.storeProductId,
    storeVariantId: r.storeVariantId,
    title: r.title,
    retailPrice: r.retailPrice,
    published: r.published,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The store's own products, a page at a time, each with the template it is linked to. */
export async function storeProducts(
  deps: StoresDeps,
  companyId: number,
  storeId: number,
  cursor: string | null,
) {
  const store = await storeOfCompany(deps.db, companyId, storeId);
  const page = await withStore(deps, store, (auth) =>
    deps.adapters[store.platform as StorePlatform].listProducts(auth, cursor),
  ).catch((err) => {
    throw storeProblem(err);
  });
  const links = page.items.length
    ? await deps.db
        .select()
        .from(storeLinks)
        .where(
          and(
            eq(storeLinks.storeId, storeId),
            inArray(
              storeLinks.storeProductId,
              page.items.map((p) => p.id),
            ),
          ),
        )
    : [];
  const items: StoreProductView[] = page.items.map((p) => ({
    ...p,
    linkedTemplateId: links.find((l) => l.storeProductId === p.id)?.templateId ?? null,
  }));
  return { items, next: page.next };
}

/** A template the company owns, or the API's 404 naming the field. */
async function ownTemplate(deps: StoresDeps, companyId: number, templateId: number) {
  const found = await templatesById(deps, companyId, [templateId]);
  const template = found.get(templateId);
  if (!template)
    throw new AppError(404, 'not_found', 'That template was not found.', {
      templateId: 'That template was not found.',
    });
  return template;
}

export async function createLink(
  deps: StoresDeps,
  companyId: number,
  storeId: number,
  body: LinkProductRequest,
) {
  const input = parsed(linkProductSchema, body);
  const store = await storeOfCompany(deps.db, companyId, storeId);
  await ownTemplate(deps, companyId, input.templateId);
  const [row] = await deps.db
    .insert(storeLinks)
    .values({
      companyId,
      storeId: store.id,
      templateId: input.templateId,
      storeProductId: input.storeProductId,
      storeVariantId: input.storeVariantId,
      title: await productTitle(deps, store, input.storeProductId, input.storeVariantId),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(STORE_MSG.linkExists);
  return (await views(deps, companyId, [row]))[0]!;
}

/** The product's name at the store, for the list; the id when the store cannot be asked now. */
async function productTitle(deps: StoresDeps, store: StoreRow, productId: string, variantId: string | null) {
  try {
    let cursor: string | null = null;
    for (let page = 0; page < 20; page++) {
      const found = await withStore(deps, store, (auth) =>
        deps.adapters[store.platform as StorePlatform].listProducts(auth, cursor),
      );
      const product = found.items.find((p) => p.id === productId);
      if (product) {
        const variant = variantId ? product.variants.find((v) => v.id === variantId) : null;
        return variant ? `${product.title} - ${variant.title}` : product.title;
      }
      if (!found.next) break;
      cursor = found.next;
    }
  } catch {
    // The title is a label only: the link stands without it.
  }
  return `Product ${productId}${variantId ? ` / ${variantId}` : ''}`;
}

export async function changeLink(
  deps: StoresDeps,
  companyId: number,
  storeId: number,
  linkId: number,
  templateId: number,
) {
  await ownTemplate(deps, companyId, templateId);
  const [row] = await deps.db
    .update(storeLinks)
    .set({ templateId })
    .where(
      and(eq(storeLinks.id, linkId), eq(storeLinks.storeId, storeId), eq(storeLinks.companyId, companyId)),
    )
    .returning();
  if (!row) throw notFound('That link was not found.');
  return (await views(deps, companyId, [row]))[0]!;
}

export async function deleteLink(deps: StoresDeps, companyId: number, storeId: number, linkId: number) {
  const rows = await deps.db
    .delete(storeLinks)
    .where(
      and(eq(storeLinks.id, linkId), eq(storeLinks.storeId, storeId), eq(storeLinks.companyId, companyId)),
    )
    .returning({ id: storeLinks.id });
  if (!rows.length) throw notFound('That link was not found.');
}

/**
 * What publishing a template would cost the reseller: PressRun's price of one item (before
 * shipping, as the checkout prices it for this company), and what the product page will show.
 */
export async function publishQuote(deps: StoresDeps, companyId: number, storeId: number, templateId: number) {
  await storeOfCompany(deps.db, companyId, storeId);
  const template = await getTemplate(deps, companyId, templateId);
  const quote = await quoteItems(deps, companyId, {
    // Any US address prices the item the same: shipping is not part of the cost shown.
    shipTo: {
      firstName: 'Quote',
      lastName: 'Quote',
      street1: '1 Main St',
      street2: '',
      city: 'Newark',
      state: 'NJ',
      zip: '07102',
      country: 'US',
      ioss: '',
    },
    shippingOption: 'Standard',
    items: [{ templateId, quantity: 1 }],
  });
  return {
    cost: quote.items,
    templateName: template.name ?? template.product?.name ?? 'Template',
    productName: template.product?.name ?? '',
    variantName: template.product?.variantName ?? '',
    colorName: template.product?.colorName ?? '',
    images: template.listings.filter((l) => l.background === 'white').map((l) => l.url),
  };
}

/** Publishes a template as a product of the store and links the two. */
export async function publishTemplate(
  deps: StoresDeps,
  companyId: number,
  storeId: number,
  body: PublishProductRequest,
) {
  const input = parsed(publishProductSchema, body);
  const store = await storeOfCompany(deps.db, companyId, storeId);
  const quote = await publishQuote(deps, companyId, storeId, input.templateId);
  if (input.retailPrice < quote.cost)
    throw badRequest(STORE_MSG.priceTooLow, { retailPrice: STORE_MSG.priceTooLow });
  const images = (quote.images.length ? quote.images : []).map((u) =>
    u.startsWith('http') ? u : `${deps.config.publicUrl}${u}`,
  );
  const published = await withStore(deps, store, (auth) =>
    deps.adapters[store.platform as StorePlatform].publishProduct(auth, {
      title: input.title,
      description: input.description,
      price: input.retailPrice,
      sku: publishedSku(input.templateId),
      variantTitle: [quote.variantName, quote.colorName].filter(Boolean).join(' / ') || 'Default',
      images,
      productType: quote.productName,
    }),
  ).catch((err) => {
    throw storeProblem(err);
  });
  // A product published again under the same id (a platform that answers the same listing) is one link.
  const values = {
    companyId,
    storeId,
    templateId: input.templateId,
    storeProductId: published.productId,
    storeVariantId: published.variantId,
    title: input.title,
    retailPrice: input.retailPrice,
    published: true,
  };
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(storeLinks)
      .set(values)
      .where(
        and(
          eq(storeLinks.storeId, storeId),
          eq(storeLinks.storeProductId, published.productId),
          sql`coalesce(${storeLinks.storeVariantId}, '') = ${published.variantId}`,
        ),
      )
      .returning();
    return updated ?? (await tx.insert(storeLinks).values(values).returning())[0];
  });
  return (await views(deps, companyId, [row!]))[0]!;
}

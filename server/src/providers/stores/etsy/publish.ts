import type { Published, PublishInput, StoreAuth } from '../port';
import { StoreError } from '../port';
import { earlierPublish } from '../publish-retry';
import type { EtsyApp } from './client';
import {
  type EtsyInventoryJson,
  type EtsyList,
  type EtsyListingJson,
  inventoryOf,
  LISTINGS_PER_PAGE,
  seg,
} from './listings';
import type { EtsySession } from './session';

/**
 * Publishing a template as an Etsy listing, in the steps Etsy's listing tutorial takes: a draft
 * (createDraftListing, form-encoded, with the shop's shipping profile and processing profile), its
 * photos (uploadListingImage, multipart, read from PressRun's public media), its one product with
 * our SKU (updateListingInventory, JSON), then live (updateListing state=active, which Etsy allows
 * only once a photo is on it). A listing an earlier publish made is answered rather than made again
 * (`publishedBefore`). A publish that fails after the draft deletes it (deleteListing), so
 * publishing again makes one listing, not a second beside a half-made one.
 */

/** Etsy's ceiling on a listing's quantity; a made-to-order print never runs out. */
export const MADE_TO_ORDER_QUANTITY = 999;
/** Etsy's ceiling on a listing's photos. */
export const MAX_IMAGES = 20;
/** Etsy's ceiling on a title's length. */
export const MAX_TITLE = 140;

interface ShippingProfile {
  shipping_profile_id: number;
  title?: string;
}
interface ReadinessState {
  readiness_state_id: number;
  readiness_state: 'ready_to_ship' | 'made_to_order' | string;
}

export async function publishListing(
  app: EtsyApp,
  session: EtsySession,
  auth: StoreAuth,
  input: PublishInput,
  taxonomyId: (productType: string) => Promise<number>,
): Promise<Published> {
  const shop = seg(auth.shop);
  const [profiles, readiness, taxonomy] = await Promise.all([
    session.call<EtsyList<ShippingProfile>>(auth, 'GET', `/v3/application/shops/${shop}/shipping-profiles`, {
      what: 'Etsy shipping profiles',
    }),
    session.call<EtsyList<ReadinessState>>(
      auth,
      'GET',
      `/v3/application/shops/${shop}/readiness-state-definitions`,
      { query: { limit: 100 }, what: 'Etsy processing profiles' },
    ),
    taxonomyId(input.productType),
  ]);
  const profile = profiles.results?.[0];
  if (!profile)
    throw new StoreError(
      'rejected',
      'Your Etsy shop has no shipping profile yet: add one on Etsy, then publish again.',
    );
  // Printed when ordered, so a made-to-order processing profile fits best; any other will do.
  const states = readiness.results ?? [];
  const state = states.find((s) => s.readiness_state === 'made_to_order') ?? states[0];
  if (!state)
    throw new StoreError(
      'rejected',
      'Your Etsy shop has no processing profile yet: add one on Etsy, then publish again.',
    );

  // What Etsy will hold, for recognising an earlier publish of the same listing.
  const title = input.title.trim().slice(0, MAX_TITLE);
  const before = await publishedBefore(session, auth, { ...input, title });
  if (before) return published(app, before.listing.listing_id, before.product.product_id);

  const price = centsToDecimal(input.price);
  const draft = await session.call<EtsyListingJson>(auth, 'POST', `/v3/application/shops/${shop}/listings`, {
    body: {
      form: {
        quantity: MADE_TO_ORDER_QUANTITY,
        title,
        description: input.description,
        price,
        // The seller designed it and PressRun prints it to order: Etsy's "I did", made to order.
        who_made: 'i_did',
        when_made: 'made_to_order',
        is_supply: false,
        type: 'physical',
        taxonomy_id: taxonomy,
        shipping_profile_id: profile.shipping_profile_id,
        readiness_state_id: state.readiness_state_id,
      },
    },
    what: 'Etsy draft listing',
  });
  const listingId = draft.listing_id;
  try {
    return await completeListing(app, session, auth, input, listingId, state.readiness_state_id);
  } catch (err) {
    // Best effort: the seller is told why the publish failed either way, and a draft is not for sale.
    await session
      .call(auth, 'DELETE', `/v3/application/listings/${listingId}`, { what: 'Etsy draft removal' })
      .catch(() => {});
    throw err;
  }
}

/** The draft's photos, its one product with our SKU, then live. */
async function completeListing(
  app: EtsyApp,
  session: EtsySession,
  auth: StoreAuth,
  input: PublishInput,
  listingId: number,
  readinessStateId: number,
): Promise<Published> {
  const shop = seg(auth.shop);
  const images = input.images.slice(0, MAX_IMAGES);
  for (const [i, url] of images.entries()) {
    const form = new FormData();
    form.set('image', await imageFile(app, url));
    form.set('rank', String(i + 1));
    await session.call(auth, 'POST', `/v3/application/shops/${shop}/listings/${listingId}/images`, {
      body: { multipart: form },
      what: 'Etsy listing photo',
    });
  }

  const inventory = await session.call<EtsyInventoryJson>(
    auth,
    'PUT',
    `/v3/application/listings/${listingId}/inventory`,
    {
      body: {
        json: {
          products: [
            {
              sku: input.sku,
              property_values: [],
              offerings: [
                {
                  price: input.price / 100,
                  quantity: MADE_TO_ORDER_QUANTITY,
                  is_enabled: true,
                  readiness_state_id: readinessStateId,
                },
              ],
            },
          ],
          price_on_property: [],
          quantity_on_property: [],
          sku_on_property: [],
          readiness_state_on_property: [],
        },
      },
      what: 'Etsy listing inventory',
    },
  );
  const product = inventory.products?.find((p) => !p.is_deleted) ?? inventory.products?.[0];
  if (!product) throw new StoreError('unavailable', `Etsy listing ${listingId} came back without a product.`);

  // Without a photo Etsy keeps it a draft; the seller adds one in the listing editor.
  if (images.length > 0)
    await session.call(auth, 'PATCH', `/v3/application/shops/${shop}/listings/${listingId}`, {
      body: { form: { state: 'active' } },
      what: 'Etsy listing activation',
    });

  return published(app, listingId, product.product_id);
}

const published = (app: EtsyApp, listingId: number, productId: number): Published => ({
  productId: String(listingId),
  variantId: String(productId),
  adminUrl: `${app.authBase}/your/shops/me/listing-editor/edit/${listingId}`,
});

/**
 * The listing an earlier publish of this template made, by our SKU on its product, as on every
 * platform (`earlierPublish`). Etsy finds no listing by SKU, so the shop's newest hundred active and
 * hundred draft listings are read (a listing without photos stays a draft), with their inventories:
 * a call each, and where a publish sent again after a lost answer finds its first try.
 */
async function publishedBefore(session: EtsySession, auth: StoreAuth, input: PublishInput) {
  const pages = await Promise.all(
    ['active', 'draft'].map((state) =>
      session.call<EtsyList<EtsyListingJson>>(
        auth,
        'GET',
        `/v3/application/shops/${seg(auth.shop)}/listings`,
        {
          query: {
            state,
            limit: LISTINGS_PER_PAGE,
            sort_on: 'created',
            sort_order: 'desc',
            includes: 'Inventory',
          },
          what: 'Etsy listings',
        },
      ),
    ),
  );
  const holders = [];
  // One at a time, as listProducts reads them: a listing's own inventory call counts against Etsy's
  // per-second allowance.
  for (const listing of pages.flatMap((page) => page.results ?? [])) {
    const { products = [] } = await inventoryOf(session, auth, listing);
    for (const product of products)
      if (!product.is_deleted && product.sku === input.sku)
        holders.push({
          listing,
          product,
          title: listing.title,
          samePrice: (product.offerings ?? []).some(
            (o) =>
              !o.is_deleted &&
              o.price &&
              Math.round((o.price.amount * 100) / o.price.divisor) === input.price,
          ),
        });
  }
  return earlierPublish(input, holders);
}

/** The photo's bytes from PressRun's public media, as a file for the multipart body. */
async function imageFile(app: EtsyApp, url: string): Promise<File> {
  let res: Response;
  let bytes: ArrayBuffer;
  try {
    res = await (app.fetch ?? fetch)(url, { signal: AbortSignal.timeout(app.timeoutMs ?? 10_000) });
    bytes = await res.arrayBuffer();
  } catch (err) {
    throw new StoreError(
      'unavailable',
      `The listing photo ${url} could not be read: ${(err as Error).message}`,
    );
  }
  if (!res.ok) {
    const kind = res.status >= 500 ? 'unavailable' : 'rejected';
    throw new StoreError(kind, `The listing photo ${url} could not be read (${res.status}).`);
  }
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'photo.jpg');
  const type = res.headers.get('content-type')?.split(';')[0]?.trim() || 'image/jpeg';
  return new File([bytes], name, { type });
}

/** 2499 → '24.99', from the digits (no float arithmetic). */
export function centsToDecimal(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Not a price in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

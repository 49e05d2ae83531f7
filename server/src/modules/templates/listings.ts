import type { ListingBackground, MockupListing, TemplateView } from '@pressrun/domain';
import type { ListingImage } from '../mockups';
import type { TemplatesDeps } from './deps';
import { listingsView, renderOutcome } from './links';
import { withProducts } from './product';

/** A template as the API answers it: with its product and the listing renders of its mockup. */
export type TemplateAnswer = TemplateView & { listings: MockupListing[] };

/**
 * The listing renders (2000 px) of the render a template was saved with. They are drawn after the
 * previews, so they may finish after the save: they are read from the render each time (the
 * template points at it, which keeps the mockups cleanup off it), never copied. Their URLs are
 * the render's own, content-addressed, so they stay the same for hot-linking stores. Only the
 * template's own company's render is ever read (another company's id is 'unknown').
 */
export async function templateListings(
  ctx: TemplatesDeps,
  companyId: number,
  mockupId: string | null,
): Promise<ListingImage[]> {
  if (!mockupId) return [];
  const outcome = await renderOutcome(ctx, companyId, mockupId);
  return outcome.state === 'done' ? outcome.listings : [];
}

/** Templates with their product named and their listing renders (one look-up per template with a render). */
export async function present(
  ctx: TemplatesDeps,
  companyId: number,
  views: TemplateView[],
): Promise<TemplateAnswer[]> {
  const named = await withProducts(ctx, views);
  return Promise.all(
    named.map(async (v) => ({
      ...v,
      listings: listingsView(await templateListings(ctx, companyId, v.mockupId)),
    })),
  );
}

export const presentOne = async (ctx: TemplatesDeps, companyId: number, view: TemplateView) =>
  (await present(ctx, companyId, [view]))[0]!;

/** A background as a file name part: '' for white, 'studio-grey', or the hex digits of a colour. */
export const backgroundSuffix = (background: ListingBackground | string) =>
  background === 'white' ? '' : background === 'grey' ? '-studio-grey' : `-${background.replace('#', '')}`;

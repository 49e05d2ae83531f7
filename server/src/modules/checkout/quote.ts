import {
  CHECKOUT_MSG,
  type OrderQuote,
  quoteOrder,
  type ShippingOption,
  type ShipTo,
  shippingRateUnavailableMessage,
} from '@pressrun/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Buyer } from '../../lib/session';
import { defaultWeightOz, ShippingRateError } from '../../providers/shipping';
import { companyTerms } from '../auth';
import { cartForCheckout } from '../cart';
import { findProduct } from '../catalog/service';
import { heldPromo } from './promo';

type CartForCheckout = Awaited<ReturnType<typeof cartForCheckout>>;
type Terms = Awaited<ReturnType<typeof companyTerms>>;

export interface PricedCart {
  quote: OrderQuote;
  facility: string;
  cart: NonNullable<CartForCheckout>;
  promoId: number | null;
}

/**
 * Prices the user's open cart for a destination, on the server only: prices and shipping from the
 * catalogue, the carrier rate from the shipping port, tax from the company's certificate, the promo
 * held on the cart (docs/business-rules.md, Pricing). Nothing the client sends but the address and
 * the option is read.
 */
export async function priceCart(
  ctx: AppContext,
  session: Buyer,
  shipTo: ShipTo,
  shippingOption: ShippingOption,
  /** What the caller read already (placing an order reads the cart and terms once, at once). */
  known: { cart?: CartForCheckout | null; terms?: Terms } = {},
): Promise<PricedCart> {
  const cart = known.cart === undefined ? await cartForCheckout(ctx, session) : known.cart;
  const lines = cart?.view.items ?? [];
  if (!cart || !lines.length) throw new AppError(409, 'cart_empty', CHECKOUT_MSG.cartEmpty);
  if (lines.some((l) => !l.available))
    throw new AppError(409, 'item_unavailable', CHECKOUT_MSG.itemUnavailable);
  // Read while the carrier is asked.
  const termsAndPromo = Promise.all([
    known.terms ?? companyTerms(ctx.db, session.companyId),
    heldPromo(ctx.db, cart.cart.promoCode),
  ]);

  const { quote, facility } = await priceLines(
    ctx,
    shipTo,
    shippingOption,
    lines,
    termsAndPromo.then(([terms, promo]) => ({
      resaleCertificateApproved: terms.resaleCertificateApproved,
      promoPercent: promo?.percent ?? null,
    })),
  );
  const [, promo] = await termsAndPromo;
  return { quote, facility, cart, promoId: promo?.id ?? null };
}

export interface Pricing {
  resaleCertificateApproved: boolean;
  promoPercent: number | null;
}

/** What a line needs to be priced: the catalogue's sku at a quantity. */
export interface PricedLine {
  sku: string;
  quantity: number;
}

/**
 * Prices lines for a destination: prices and shipping from the catalogue, the carrier rate from the
 * shipping port, tax by the certificate, the promo's percent. The one pricing of the web cart, the
 * public API's quotes and orders, and bulk orders (docs/business-rules.md, Pricing).
 */
export async function priceLines(
  ctx: AppContext,
  shipTo: ShipTo,
  shippingOption: ShippingOption,
  lines: PricedLine[],
  /** A promise is read only after the carrier has answered, so the reads behind it overlap the call. */
  pricing: Pricing | Promise<Pricing>,
): Promise<{ quote: OrderQuote; facility: string }> {
  const products = await Promise.all(lines.map((l) => findProduct(ctx, l.sku)));
  const items = lines.map((l, i) => {
    const p = products[i]!;
    return {
      sku: l.sku,
      unitPrice: p.price,
      quantity: l.quantity,
      shippingUs: p.shippingUs,
      shippingIntl: p.shippingIntl,
      shippingExpedited: p.shippingExpedited,
      weightOz: defaultWeightOz(p.type),
      valueCents: p.price,
      description: p.product,
    };
  });
  const rate = await ctx.shipping
    .rate({
      destination: { ...shipTo, name: `${shipTo.firstName} ${shipTo.lastName}` },
      option: shippingOption,
      items,
    })
    .catch((err: unknown) => {
      if (!(err instanceof ShippingRateError)) throw err;
      // The provider's own words for an address it cannot ship to; otherwise the support text.
      if (err.kind === 'invalid_address') throw new AppError(400, 'form_submission_error', err.message);
      throw new AppError(
        503,
        'shipping_unavailable',
        shippingRateUnavailableMessage(ctx.config.supportEmail),
      );
    });
  const terms = await pricing;
  const quote = quoteOrder({
    items,
    destination: { country: shipTo.country, state: shipTo.state },
    shippingOption,
    resaleCertificateApproved: terms.resaleCertificateApproved,
    promoPercent: terms.promoPercent,
    carrierRate: { amount: rate.amountCents, carrier: rate.carrier, method: rate.method },
  });
  return { quote, facility: rate.facility };
}

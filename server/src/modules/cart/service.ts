import {
  type AddCartItem,
  CART_MSG,
  type CartItemView,
  type CartView,
  type UpdateCartItemInput,
} from '@pressrun/domain';
import { AppError, notFound } from '../../lib/errors';
import type { Buyer } from '../../lib/session';
import { keyFromMediaUrl } from '../../providers/storage/port';
import { findProduct } from '../catalog/service';
import { templatesById } from '../templates';
import type { CartDeps } from './deps';
import * as repo from './repo';

/**
 * The cart: a user's lines to order, kept on the server. Each line is a saved template at a
 * quantity; what it costs and what it is are read from the catalogue every time the cart is shown
 * (docs/business-rules.md, Cart), never taken from the client or frozen in the cart.
 */
export async function getCart(deps: CartDeps, session: Buyer): Promise<CartView> {
  const found = await repo.findOpenCartWithItems(deps.db, session.userId);
  if (!found) return { items: [], count: 0, subtotal: 0 };
  const rows = found.items;
  const ids = rows.map((r) => r.templateId);
  return view(deps, rows, await templatesById(deps, session.companyId, ids));
}

/** The company's template, once its render has given it a preview (what production prints). */
async function orderableTemplate(deps: CartDeps, session: Buyer, templateId: number) {
  const template = (await templatesById(deps, session.companyId, [templateId])).get(templateId);
  if (!template) throw notFound(CART_MSG.templateMissing);
  if (!template.previewUrl) throw new AppError(409, 'template_not_ready', CART_MSG.templateNotReady);
  return template;
}

export async function addItem(deps: CartDeps, session: Buyer, input: AddCartItem) {
  const template = await orderableTemplate(deps, session, input.templateId);
  const cart = await repo.openCart(deps.db, session.companyId, session.userId);
  await repo.insertItem(deps.db, {
    cartId: cart.id,
    templateId: template.id,
    sku: template.sku,
    quantity: input.quantity,
    po: input.po,
  });
  await repo.touch(deps.db, cart.id);
  return getCart(deps, session);
}

/**
 * The builder's Review Order: the template is in the cart once, however often it is pressed (a
 * double click, or again after coming back to the design). A line it already has is left as it is
 * (its quantity and PO may have been changed since); otherwise one line at quantity 1 is added.
 * The cart row is locked while looking, so two presses at once add one line between them.
 */
export async function addTemplateOnce(deps: CartDeps, session: Buyer, templateId: number) {
  const template = await orderableTemplate(deps, session, templateId);
  const cart = await repo.openCart(deps.db, session.companyId, session.userId);
  const placedMeanwhile = await deps.db.transaction(async (tx) => {
    // Lock first, read after: a statement that waited for the lock still reads what it saw before
    // waiting (PostgreSQL), so the lines are read by the next one, which sees the other's line.
    await repo.lockCarts(tx, [cart.id]);
    const locked = await repo.lockCart(tx, cart.id);
    // An order placed from this cart in between: the template goes in the next open cart.
    if (!locked || locked.cart.completedAt) return true;
    if (locked.items.some((i) => i.templateId === template.id)) return false;
    await repo.insertItem(tx, {
      cartId: cart.id,
      templateId: template.id,
      sku: template.sku,
      quantity: 1,
      po: '',
    });
    await repo.touch(tx, cart.id);
    return false;
  });
  if (placedMeanwhile) return addTemplateOnce(deps, session, templateId);
  return getCart(deps, session);
}

export async function updateItem(deps: CartDeps, session: Buyer, id: number, patch: UpdateCartItemInput) {
  const cart = await repo.findOpenCart(deps.db, session.userId);
  const row = cart && (await repo.updateItem(deps.db, cart.id, id, patch));
  if (!row) throw notFound(CART_MSG.itemMissing);
  return getCart(deps, session);
}

export async function removeItem(deps: CartDeps, session: Buyer, id: number) {
  const cart = await repo.findOpenCart(deps.db, session.userId);
  if (!cart || !(await repo.deleteItem(deps.db, cart.id, id))) throw notFound(CART_MSG.itemMissing);
  return getCart(deps, session);
}

/**
 * The open cart's lines with their catalogue facts, the held order-review choices and each line's
 * print file (its storage key, by template id): all a checkout needs, in one read.
 */
export async function cartForCheckout(deps: CartDeps, session: Buyer) {
  const found = await repo.findOpenCartWithItems(deps.db, session.userId);
  if (!found) return null;
  const { cart, items: rows } = found;
  const templates = await templatesById(
    deps,
    session.companyId,
    rows.map((r) => r.templateId),
  );
  const printFiles = new Map(
    rows.map((r) => {
      const url = templates.get(r.templateId)?.printFile?.url;
      return [r.templateId, url ? keyFromMediaUrl(url) : null];
    }),
  );
  return { cart, view: await view(deps, rows, templates), printFiles };
}

/** Keeps the order-review choices on the user's open cart (made if there is none yet). */
export async function holdChoices(
  deps: CartDeps,
  session: Buyer,
  choices: Parameters<typeof repo.setChoices>[2],
) {
  const cart = await repo.openCart(deps.db, session.companyId, session.userId);
  await repo.setChoices(deps.db, cart.id, choices);
}

type Templates = Awaited<ReturnType<typeof templatesById>>;

async function view(deps: CartDeps, rows: repo.CartItemRow[], templates: Templates): Promise<CartView> {
  const items = await Promise.all(
    rows.map(async (r): Promise<CartItemView> => {
      const product = await findProduct(deps, r.sku);
      const template = templates.get(r.templateId);
      const unitPrice = product?.price ?? 0;
      return {
        id: r.id,
        templateId: r.templateId,
        templateName: template?.name ?? '',
        sku: r.sku,
        productName: product?.product ?? r.sku,
        variantName: product?.variantName ?? '',
        colorName: product?.colorName ?? '',
        material: product?.material ?? '',
        unitPrice,
        quantity: r.quantity,
        po: r.po,
        previewUrl: template?.previewUrl ?? null,
        lineTotal: unitPrice * r.quantity,
        available: Boolean(product && !product.hidden),
      };
    }),
  );
  return {
    items,
    count: items.length,
    subtotal: items.filter((i) => i.available).reduce((sum, i) => sum + i.lineTotal, 0),
  };
}

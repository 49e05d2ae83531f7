import { type AddCard, CARD_MSG, type CardView, PAYMENT_MSG } from '@pressrun/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Session } from '../../lib/session';
import { cardCustomerOf, keepCardCustomerRef } from '../auth';
import { PaymentError } from '../payments';
import * as repo from './repo';

export async function listCards(ctx: AppContext, session: Session): Promise<CardView[]> {
  return (await repo.listCards(ctx.db, session.companyId)).map(toView);
}

/**
 * Saves a card for the company: the gateway keeps it (our table only brand, last four and expiry)
 * and it becomes the default when asked to (the form's Default box) or when the company has none. A card the gateway refuses leaves nothing
 * behind, here or at the gateway; a card we fail to store is taken back from the gateway. The
 * gateway customer made with a first try stays (empty) as the company's one customer: removing it
 * would race a second first card being added at the same moment, which uses the same customer.
 */
export async function addCard(
  ctx: AppContext,
  session: Session,
  input: AddCard,
  log: FastifyBaseLogger,
): Promise<CardView> {
  const payments = ctx.payments;
  const failed = (err: unknown): never => {
    throw paymentFailure(err, PAYMENT_MSG.saveCardFailed, log);
  };
  const customerRef = await customerOf(ctx, session.companyId, input.email).catch(failed);
  const { number, expMonth, expYear, cvc } = input;
  const saved = await payments.saveCard(customerRef, { number, expMonth, expYear, cvc }).catch(failed);
  try {
    const row = await repo.insertCard(
      ctx.db,
      {
        companyId: session.companyId,
        userId: session.userId,
        provider: payments.cardProvider,
        providerRef: saved.id,
        brand: saved.brand,
        last4: saved.last4,
        expMonth: saved.expMonth,
        expYear: saved.expYear,
      },
      input.isDefault,
    );
    return toView(row);
  } catch (err) {
    // The gateway must not keep a card the company cannot see.
    await payments
      .removeCard(customerRef, saved.id)
      .catch((e) =>
        log.warn({ err: safe(e), paymentMethod: saved.id }, 'could not take back a card we failed to keep'),
      );
    // Our failure, not the card's: the customer is told to try again later, without our internals.
    log.error({ err: err instanceof Error ? err.message : String(err) }, 'could not store a saved card');
    throw new AppError(503, 'payment_unavailable', PAYMENT_MSG.saveCardFailed);
  }
}

export async function setDefaultCard(ctx: AppContext, session: Session, id: number) {
  if (!(await repo.makeDefault(ctx.db, session.companyId, id))) throw notFound(CARD_MSG.missing);
  return listCards(ctx, session);
}

/** Removes the card at the gateway, then here; the newest card left becomes the default if need be. */
export async function removeCard(ctx: AppContext, session: Session, id: number, log: FastifyBaseLogger) {
  const card = await repo.findCard(ctx.db, session.companyId, id);
  if (!card) throw notFound(CARD_MSG.missing);
  const company = await cardCustomerOf(ctx.db, session.companyId);
  if (company?.cardCustomerRef) {
    try {
      await ctx.payments.removeCard(company.cardCustomerRef, card.providerRef);
    } catch (err) {
      // Gone at the gateway already (an earlier attempt got that far): finish the job here.
      if (!(err instanceof PaymentError && err.code === 'resource_missing'))
        throw paymentFailure(err, PAYMENT_MSG.removeCardFailed, log);
    }
  }
  if (!(await repo.deleteCard(ctx.db, session.companyId, id))) throw notFound(CARD_MSG.missing);
  return listCards(ctx, session);
}

/** The card checkout charges when the customer pays by their default card; null when there is none. */
export async function defaultCard(db: Db, companyId: number) {
  const found = await repo.findDefault(db, companyId);
  if (!found?.customerRef) return null;
  const { card, customerRef } = found;
  return { id: card.id, providerRef: card.providerRef, brand: card.brand, last4: card.last4, customerRef };
}

export const hasCardOnFile = (db: Db, companyId: number) => repo.hasCard(db, companyId);

/** The company's gateway customer, made with its first card. */
async function customerOf(ctx: AppContext, companyId: number, email: string) {
  const company = await cardCustomerOf(ctx.db, companyId);
  if (!company) throw notFound(CARD_MSG.missing);
  if (company.cardCustomerRef) return company.cardCustomerRef;
  const customer = await ctx.payments.createCustomer({
    email,
    name: company.name,
    idempotencyKey: `company-${companyId}`,
  });
  return keepCardCustomerRef(ctx.db, companyId, customer.id);
}

/**
 * What the customer is told when the gateway said no: its own words for a card it refused (400),
 * ours when it could not be reached (503) or refused the call itself (502, a bug or a race: logged).
 */
function paymentFailure(err: unknown, unavailable: string, log: FastifyBaseLogger): Error {
  if (!(err instanceof PaymentError)) return err instanceof Error ? err : new Error(String(err));
  if (err.retryable) return new AppError(503, 'payment_unavailable', unavailable);
  if (err.kind === 'invalid_request') {
    log.error({ err: safe(err) }, 'the card gateway refused a call');
    return new AppError(502, 'payment_failed', unavailable);
  }
  return new AppError(400, 'card_error', err.message);
}

/** What may be logged of a gateway error: never the request that carried the card. */
const safe = (e: unknown) =>
  e instanceof PaymentError ? { kind: e.kind, code: e.code, detail: e.detail } : String(e);

function toView(r: repo.CardRow): CardView {
  return {
    id: r.id,
    brand: r.brand,
    last4: r.last4,
    expMonth: r.expMonth,
    expYear: r.expYear,
    isDefault: r.isDefault,
  };
}

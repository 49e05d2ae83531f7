import { PAYMENT_MSG } from '@pressrun/domain';
import {
  type HostedWalletPages,
  PaymentError,
  type WalletAuthorization,
  type WalletCapture,
  type WalletGateway,
  type WalletOrder,
  type WalletOrderStatus,
} from './port';
import { createOnce, derivedId, fingerprint } from './sandbox-ids';
import { mutate, notFound, type SandboxStore } from './store';

/** The pretend buyer signed in on the sandbox approval page; PayPal names the payer in `PayerID`. */
export const SANDBOX_PAYER_ID = 'SANDBOXBUYER1';

interface SbxOrder {
  id: string;
  status: WalletOrderStatus;
  amountCents: number;
  returnUrl: string;
  cancelUrl: string;
  authorizationId: string | null;
  fingerprint: string;
}

interface SbxAuthorization {
  id: string;
  orderId: string;
  status: 'created' | 'captured' | 'voided';
  amountCents: number;
  captureId: string | null;
  createdAt?: number;
}

interface SbxCapture {
  id: string;
  authorizationId: string;
  amountCents: number;
  refunds: Array<{ id: string; key: string; amountCents: number }>;
}

/**
 * The embedded wallet: PayPal's order flow (create, buyer approves, authorize, capture or void)
 * without PayPal. The buyer "approves" on the sandbox page at `/sandbox/paypal/{id}`.
 */
export class SandboxWalletGateway implements WalletGateway {
  readonly id = 'sandbox_paypal' as const;
  readonly name = 'sandbox' as const;
  readonly testMode = true;
  readonly pages: HostedWalletPages = this;
  private now: () => number;
  constructor(
    private store: SandboxStore,
    opts: { now?: () => number } = {},
  ) {
    this.now = opts.now ?? Date.now;
  }

  createOrder(input: { amountCents: number; returnUrl: string; cancelUrl: string; idempotencyKey: string }) {
    return wallet(async () => {
      const id = derivedId('ppo', `order:${input.idempotencyKey}`);
      const fp = fingerprint([input.amountCents, input.returnUrl, input.cancelUrl]);
      await createOnce<SbxOrder>(this.store, 'paypal_order', id, fp, () => {
        if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
          throw refused('AMOUNT_INVALID', `not a positive number of cents: ${input.amountCents}`);
        }
        const { amountCents, returnUrl, cancelUrl } = input;
        return {
          id,
          status: 'created',
          amountCents,
          returnUrl,
          cancelUrl,
          authorizationId: null,
          fingerprint: fp,
        };
      });
      return { id, approveUrl: `/sandbox/paypal/${id}` };
    });
  }

  /** What the sandbox approval page shows. */
  orderPage(orderId: string) {
    return wallet(async () => {
      const o = await this.order(orderId);
      const { id, status, amountCents, returnUrl, cancelUrl } = o;
      return { id, status, amountCents, returnUrl, cancelUrl };
    });
  }

  /**
   * The buyer approved on the sandbox page; answers where PayPal would send the browser back:
   * the return URL with `token` (the order) and, when a payer is named, `PayerID`.
   */
  approveSandboxOrder(orderId: string, opts: { payerId?: string } = {}) {
    return wallet(async () => {
      const o = await mutate<SbxOrder>(this.store, 'paypal_order', orderId, (cur) => {
        if (cur.status === 'approved') return cur;
        if (cur.status !== 'created') throw refused('ORDER_ALREADY_COMPLETED', `order is ${cur.status}`);
        return { ...cur, status: 'approved' };
      });
      const url = new URL(o.returnUrl, 'http://relative.invalid');
      url.searchParams.set('token', o.id);
      if (opts.payerId) url.searchParams.set('PayerID', opts.payerId);
      const redirectUrl = /^https?:/.test(o.returnUrl) ? url.toString() : `${url.pathname}${url.search}`;
      return { redirectUrl };
    });
  }

  authorizeOrder(orderId: string) {
    return wallet(async () => {
      const authId = derivedId('ppa', orderId);
      const order = await this.order(orderId);
      if (order.status === 'created')
        throw refused('ORDER_NOT_APPROVED', 'the buyer has not approved the order');
      if (order.status === 'voided') throw refused('ORDER_ALREADY_COMPLETED', 'the order is voided');
      await this.store.insert<SbxAuthorization>('paypal_authorization', authId, {
        id: authId,
        orderId,
        status: 'created',
        amountCents: order.amountCents,
        captureId: null,
        createdAt: this.now(),
      });
      await mutate<SbxOrder>(this.store, 'paypal_order', orderId, (cur) =>
        cur.status === 'approved' ? { ...cur, status: 'completed', authorizationId: authId } : cur,
      );
      return toAuthorization(await this.authorization(authId));
    });
  }

  captureAuthorization(authorizationId: string, amountCents: number) {
    return wallet(async (): Promise<WalletCapture> => {
      const captureId = derivedId('ppc', authorizationId);
      const auth = await mutate<SbxAuthorization>(
        this.store,
        'paypal_authorization',
        authorizationId,
        (cur) => {
          if (cur.status === 'captured') return cur;
          if (cur.status !== 'created')
            throw refused('AUTHORIZATION_VOIDED', `authorization is ${cur.status}`);
          if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > cur.amountCents) {
            throw refused('AMOUNT_INVALID', `cannot capture ${amountCents} of ${cur.amountCents} cents`);
          }
          return { ...cur, status: 'captured', captureId };
        },
      );
      await this.store.insert<SbxCapture>('paypal_capture', captureId, {
        id: captureId,
        authorizationId,
        amountCents,
        refunds: [],
      });
      const capture = await this.capture(auth.captureId!);
      if (capture.amountCents !== amountCents) {
        throw refused('AUTHORIZATION_ALREADY_CAPTURED', 'captured before with another amount');
      }
      return toCapture(capture);
    });
  }

  voidAuthorization(authorizationId: string) {
    return wallet(async () => {
      const auth = await mutate<SbxAuthorization>(
        this.store,
        'paypal_authorization',
        authorizationId,
        (cur) => {
          if (cur.status === 'voided') return cur;
          if (cur.status === 'captured') throw refused('AUTHORIZATION_ALREADY_CAPTURED', 'captured already');
          return { ...cur, status: 'voided' };
        },
      );
      await mutate<SbxOrder>(this.store, 'paypal_order', auth.orderId, (cur) =>
        cur.status === 'voided' ? cur : { ...cur, status: 'voided' },
      );
    });
  }

  refundCapture(captureId: string, amountCents: number, idempotencyKey: string) {
    return wallet(async () => {
      const c = await mutate<SbxCapture>(this.store, 'paypal_capture', captureId, (cur) => {
        const prior = cur.refunds.find((r) => r.key === idempotencyKey);
        if (prior) return cur;
        const left = cur.amountCents - cur.refunds.reduce((s, r) => s + r.amountCents, 0);
        if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > left) {
          throw refused('REFUND_AMOUNT_EXCEEDED', `cannot refund ${amountCents}: ${left} cents are left`);
        }
        const refund = {
          id: derivedId('ppr', `${captureId}:${idempotencyKey}`),
          key: idempotencyKey,
          amountCents,
        };
        return { ...cur, refunds: [...cur.refunds, refund] };
      });
      return { id: c.refunds.find((r) => r.key === idempotencyKey)!.id };
    });
  }

  getOrder(orderId: string) {
    return wallet(async (): Promise<WalletOrder> => {
      const o = await this.order(orderId);
      const auth = o.authorizationId ? await this.authorization(o.authorizationId) : null;
      return {
        id: o.id,
        status: o.status,
        amountCents: o.amountCents,
        authorization: auth && toAuthorization(auth),
      };
    });
  }

  private async order(id: string) {
    const rec = await this.store.get<SbxOrder>('paypal_order', id);
    if (!rec) throw notFound('paypal_order', id);
    return rec.data;
  }

  private async authorization(id: string) {
    const rec = await this.store.get<SbxAuthorization>('paypal_authorization', id);
    if (!rec) throw notFound('paypal_authorization', id);
    return rec.data;
  }

  private async capture(id: string) {
    const rec = await this.store.get<SbxCapture>('paypal_capture', id);
    if (!rec) throw notFound('paypal_capture', id);
    return rec.data;
  }
}

function toAuthorization(a: SbxAuthorization): WalletAuthorization {
  return {
    id: a.id,
    status: a.status,
    amountCents: a.amountCents,
    createdAt: a.createdAt ?? 0,
    captureId: a.captureId,
  };
}

function toCapture(c: SbxCapture): WalletCapture {
  const refunded = c.refunds.reduce((s, r) => s + r.amountCents, 0);
  const status =
    refunded === 0 ? 'completed' : refunded === c.amountCents ? 'refunded' : 'partially_refunded';
  return { id: c.id, status, amountCents: c.amountCents };
}

function refused(code: string, detail: string) {
  return new PaymentError('invalid_request', { code, detail });
}

/** Every wallet failure is told to the customer in the wallet's one message. */
async function wallet<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof PaymentError && e.message !== PAYMENT_MSG.paypalFailed) {
      throw new PaymentError(e.kind, {
        message: PAYMENT_MSG.paypalFailed,
        code: e.code,
        detail: e.detail ?? undefined,
      });
    }
    throw e;
  }
}

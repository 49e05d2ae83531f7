import http from 'node:http';
import https from 'node:https';
import type { Db } from '../../db/client';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import type { WebhooksDeps } from './deps';
import { WEBHOOK_MSG } from './messages';
import * as repo from './repo';
import { signatureHeader, signingSecrets } from './sign';
import { guardedLookup } from './url-check';

export const DELIVER_JOB = 'webhooks.deliver';
const TIMEOUT_MS = 10_000;

/**
 * The waits before each retry: about three days in all (some 75 hours), growing like the schedules
 * receivers know from Svix and Stripe, so a receiver down for a weekend still gets its events.
 */
export const RETRY_SCHEDULE_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
];
/** The first try and one per wait. */
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;

/** The wait after failed attempt `attempt` (1-based), ±20% so a receiver coming back is not hit by every retry at once. */
export function retryDelay(attempt: number, random = Math.random): number | null {
  const base = RETRY_SCHEDULE_MS[attempt - 1];
  if (base === undefined) return null;
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** One delivery attempt as a job (the job holds only the delivery's id: the row is the truth). */
export function deliverJob(delivery: { id: number; companyId: number }, delayMs = 0): NewJob {
  return {
    type: DELIVER_JOB,
    payload: { deliveryId: delivery.id },
    delayMs,
    maxAttempts: 3,
    group: companyGroup(delivery.companyId),
  };
}

interface Answer {
  status: number | null;
  error: string;
}

/** POSTs the body; answers the status code, or the reason there was none (timeout, refused …). */
function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { allowPrivate: boolean; timeoutMs: number },
): Promise<Answer> {
  return new Promise((resolve) => {
    const u = new URL(url);
    const lib = u.protocol === 'https:' ? https : http;
    const req = lib.request(
      u,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'PressRun-Webhooks/1' },
        lookup: guardedLookup(opts.allowPrivate) as never,
        timeout: opts.timeoutMs,
      },
      (res) => {
        // Only the status counts; the body is read and dropped so the socket is freed.
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? null, error: '' }));
        res.on('error', () => resolve({ status: res.statusCode ?? null, error: '' }));
      },
    );
    const late = () => req.destroy(new Error(`No answer within ${opts.timeoutMs / 1000} s`));
    // The socket's timeout counts idle time only: the timer bounds the whole exchange.
    const timer = setTimeout(late, opts.timeoutMs);
    req.on('timeout', late);
    req.on('error', (err) => resolve({ status: null, error: err.message }));
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}

/** The signed request of one delivery: the same webhook-id every time, a fresh timestamp per attempt. */
export function signedRequest(
  endpoint: repo.EndpointRow,
  delivery: Pick<repo.DeliveryRow, 'messageId' | 'payload'>,
  now: Date,
) {
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    body,
    headers: {
      'webhook-id': delivery.messageId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(
        signingSecrets(endpoint, now),
        delivery.messageId,
        timestamp,
        body,
      ),
    },
  };
}

/** Makes one attempt at a delivery and records it; schedules the next on failure, or gives up. */
export async function attemptDelivery(deps: WebhooksDeps, deliveryId: number, timeoutMs = TIMEOUT_MS) {
  const delivery = await repo.deliveryById(deps.db, deliveryId);
  if (delivery?.status !== 'pending') return { skipped: 'not pending' };
  const endpoint = await repo.endpointById(deps.db, delivery.endpointId);
  if (!endpoint || endpoint.disabledAt) {
    await repo.updateDelivery(deps.db, delivery.id, {
      status: 'failed',
      nextAttemptAt: null,
      lastError: endpoint?.disabledReason || WEBHOOK_MSG.disabled,
    });
    return { skipped: 'endpoint disabled' };
  }
  const now = new Date();
  const { body, headers } = signedRequest(endpoint, delivery, now);
  // Timed on the monotonic clock, failures and timeouts too: a slow receiver shows before it fails.
  const started = performance.now();
  const answer = await post(endpoint.url, headers, body, {
    allowPrivate: deps.config.allowPrivateWebhooks,
    timeoutMs,
  });
  const attempts = delivery.attempts + 1;
  const record = {
    attempts,
    lastStatusCode: answer.status,
    lastError: answer.error,
    lastDurationMs: Math.round(performance.now() - started),
  };

  if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
    await repo.updateDelivery(deps.db, delivery.id, { ...record, status: 'succeeded', nextAttemptAt: null });
    return { status: answer.status };
  }
  if (answer.status === 410) {
    // 410 Gone: the receiver says this endpoint is no more; stop sending anything to it.
    await deps.db.transaction(async (tx) => {
      await repo.updateDelivery(tx, delivery.id, {
        ...record,
        status: 'failed',
        nextAttemptAt: null,
        lastError: WEBHOOK_MSG.gone,
      });
      await repo.updateEndpoint(tx, endpoint.companyId, endpoint.id, {
        disabledAt: now,
        disabledReason: WEBHOOK_MSG.gone,
      });
    });
    return { status: 410, disabled: true };
  }
  const lastError = answer.error || `HTTP ${answer.status}`;
  const wait = retryDelay(attempts);
  if (wait === null) {
    await repo.updateDelivery(deps.db, delivery.id, {
      ...record,
      lastError,
      status: 'failed',
      nextAttemptAt: null,
    });
    return { status: answer.status, gaveUp: true };
  }
  await scheduleRetry(deps, deps.db, delivery, { ...record, lastError }, wait);
  return { status: answer.status, retryInMs: wait };
}

async function scheduleRetry(
  deps: WebhooksDeps,
  db: Db,
  delivery: { id: number; companyId: number },
  record: Partial<repo.NewDelivery>,
  waitMs: number,
) {
  await db.transaction(async (tx) => {
    await repo.updateDelivery(tx, delivery.id, { ...record, nextAttemptAt: new Date(Date.now() + waitMs) });
    await deps.jobs.enqueueAll([deliverJob(delivery, waitMs)], tx as Db);
  });
}

export function registerDeliveryJob(deps: WebhooksDeps) {
  deps.jobs.register(DELIVER_JOB, async (payload) => attemptDelivery(deps, Number(payload.deliveryId)));
}

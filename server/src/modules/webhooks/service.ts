import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { EventSink, EventType } from '../../lib/events';
import { deliverJob } from './deliver';
import type { WebhooksDeps } from './deps';
import { WEBHOOK_MSG } from './messages';
import * as repo from './repo';
import { newMessageId, newSecret } from './sign';
import { checkWebhookUrl } from './url-check';

export const MAX_ENDPOINTS = 20;
/** How long a rotated secret keeps signing, so receivers can switch without missing a delivery. */
export const ROTATION_GRACE_MS = 24 * 3_600_000;
/** A test send's event type: sent whatever the endpoint subscribed to. */
export const TEST_EVENT = 'webhook.test';

export function deliveryView(d: repo.DeliveryRow) {
  return {
    id: d.id,
    endpointId: d.endpointId,
    messageId: d.messageId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    lastDurationMs: d.lastDurationMs,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export function endpointView(e: repo.EndpointRow, last: repo.DeliveryRow[] = []) {
  return {
    id: e.id,
    url: e.url,
    events: e.events,
    disabledAt: e.disabledAt?.toISOString() ?? null,
    disabledReason: e.disabledReason,
    previousSecretExpiresAt:
      e.previousSecretExpiresAt && e.previousSecretExpiresAt > new Date()
        ? e.previousSecretExpiresAt.toISOString()
        : null,
    createdAt: e.createdAt.toISOString(),
    lastDeliveries: last.map(deliveryView),
  };
}

async function ownEndpoint(db: Db, companyId: number, id: number) {
  const e = await repo.findEndpoint(db, companyId, id);
  if (!e) throw notFound(WEBHOOK_MSG.notFound);
  return e;
}

const urlOptions = (deps: WebhooksDeps) => ({
  allowPrivate: deps.config.allowPrivateWebhooks,
  publicUrl: deps.config.publicUrl,
});

export async function listEndpoints(deps: WebhooksDeps, companyId: number) {
  const rows = await repo.listEndpoints(deps.db, companyId);
  const last = await repo.lastDeliveries(
    deps.db,
    rows.map((r) => r.id),
    5,
  );
  return rows.map((e) =>
    endpointView(
      e,
      last.filter((d) => d.endpointId === e.id),
    ),
  );
}

/** One of the company's endpoints with its last deliveries; another company's is not found. */
export async function getEndpoint(deps: WebhooksDeps, companyId: number, id: number) {
  const e = await ownEndpoint(deps.db, companyId, id);
  return endpointView(e, await repo.lastDeliveries(deps.db, [e.id], 5));
}

/** Registers an endpoint; the secret is answered this once and never again. */
export async function createEndpoint(
  deps: WebhooksDeps,
  companyId: number,
  input: { url: string; events: EventType[] },
) {
  const url = await checkWebhookUrl(input.url, urlOptions(deps));
  if ((await repo.countEndpoints(deps.db, companyId)) >= MAX_ENDPOINTS)
    throw badRequest(WEBHOOK_MSG.tooMany(MAX_ENDPOINTS));
  const secret = newSecret();
  const row = await repo.insertEndpoint(deps.db, {
    companyId,
    url,
    events: [...new Set(input.events)],
    secret,
  });
  return { endpoint: endpointView(row), secret };
}

/** Changes the events, and enables a disabled endpoint again (`enabled: true`) or disables it. */
export async function updateEndpoint(
  deps: WebhooksDeps,
  companyId: number,
  id: number,
  input: { events?: EventType[]; enabled?: boolean },
) {
  const current = await ownEndpoint(deps.db, companyId, id);
  if (current.revokedAt && input.enabled === true) throw conflict(WEBHOOK_MSG.revokedForGood);
  const set: Parameters<typeof repo.updateEndpoint>[3] = {};
  if (input.events) set.events = [...new Set(input.events)];
  if (input.enabled === true && current.disabledAt)
    Object.assign(set, { disabledAt: null, disabledReason: '' });
  if (input.enabled === false && !current.disabledAt)
    Object.assign(set, { disabledAt: new Date(), disabledReason: 'Disabled by the company.' });
  if (Object.keys(set).length === 0) return endpointView(current);
  const row = await repo.updateEndpoint(deps.db, companyId, id, set);
  if (!row) throw notFound(WEBHOOK_MSG.notFound);
  return endpointView(row);
}

export async function deleteEndpoint(deps: WebhooksDeps, companyId: number, id: number) {
  if (!(await repo.deleteEndpoint(deps.db, companyId, id))) throw notFound(WEBHOOK_MSG.notFound);
}

/** A new secret; the old one keeps signing (as a second signature) for 24 hours. */
export async function rotateSecret(deps: WebhooksDeps, companyId: number, id: number) {
  const current = await ownEndpoint(deps.db, companyId, id);
  if (current.revokedAt) throw conflict(WEBHOOK_MSG.revokedForGood);
  const secret = newSecret();
  const row = await repo.updateEndpoint(deps.db, companyId, id, {
    secret,
    previousSecret: current.secret,
    previousSecretExpiresAt: new Date(Date.now() + ROTATION_GRACE_MS),
  });
  if (!row) throw notFound(WEBHOOK_MSG.notFound);
  return { endpoint: endpointView(row), secret };
}

/** Queues a `webhook.test` event to the endpoint; it shows in the delivery log like any other. */
export async function sendTest(deps: WebhooksDeps, companyId: number, id: number) {
  const endpoint = await ownEndpoint(deps.db, companyId, id);
  if (endpoint.disabledAt) throw conflict(WEBHOOK_MSG.disabled);
  const payload = {
    type: TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: { endpoint: { id: endpoint.id, url: endpoint.url } },
  };
  return deliveryView(await queueDelivery(deps, deps.db, endpoint, TEST_EVENT, payload, newMessageId()));
}

/**
 * Sends a delivery's event again as a new log entry with the same webhook-id (receivers drop
 * duplicates by it). With `endpointId` (the API's nested path), a delivery of another endpoint is not found.
 */
export async function replayDelivery(
  deps: WebhooksDeps,
  companyId: number,
  deliveryId: number,
  endpointId?: number,
) {
  const original = await repo.findDelivery(deps.db, companyId, deliveryId);
  if (!original || (endpointId !== undefined && original.endpointId !== endpointId))
    throw notFound(WEBHOOK_MSG.deliveryNotFound);
  const endpoint = await ownEndpoint(deps.db, companyId, original.endpointId);
  if (endpoint.disabledAt) throw conflict(WEBHOOK_MSG.disabled);
  const row = await queueDelivery(
    deps,
    deps.db,
    endpoint,
    original.eventType,
    original.payload as Record<string, unknown>,
    original.messageId,
  );
  return deliveryView(row);
}

async function queueDelivery(
  deps: WebhooksDeps,
  db: Db,
  endpoint: repo.EndpointRow,
  eventType: string,
  payload: Record<string, unknown>,
  messageId: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await repo.insertDeliveries(tx, [
      { endpointId: endpoint.id, companyId: endpoint.companyId, messageId, eventType, payload },
    ]);
    await deps.jobs.enqueueAll([deliverJob(row!)], tx);
    return row!;
  });
}

/**
 * For auth, when the account may have changed hands: revokes every endpoint the company has made
 * so far (`when` says on what, for the endpoint list), in the caller's transaction; the number revoked.
 */
export const revokeCompanyEndpoints = (tx: Db, companyId: number, when: string) =>
  repo.revokeEndpoints(tx, companyId, WEBHOOK_MSG.revoked(when));

export async function deliveryLog(
  deps: WebhooksDeps,
  companyId: number,
  endpointId: number,
  page: { limit: number; before?: number },
) {
  await ownEndpoint(deps.db, companyId, endpointId);
  const rows = await repo.deliveryPage(deps.db, endpointId, page.limit + 1, page.before);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return { deliveries: shown.map(deliveryView), nextBefore: more ? shown.at(-1)!.id : null };
}

/**
 * The events port's implementation: one delivery (and one job) per endpoint subscribed to each
 * event, written in the caller's transaction. Nothing subscribed costs one indexed read; a run of
 * events costs the same three statements as one.
 */
export function webhookSink(deps: WebhooksDeps): EventSink {
  return {
    async emit(db, companyId, type, list) {
      const endpoints = await repo.subscribedEndpoints(db, companyId, type);
      if (endpoints.length === 0) return;
      const timestamp = new Date().toISOString();
      const rows = await repo.insertDeliveries(
        db,
        list.flatMap((data) =>
          endpoints.map((e) => ({
            endpointId: e.id,
            companyId,
            messageId: newMessageId(),
            eventType: type,
            payload: { type, timestamp, data },
          })),
        ),
      );
      await deps.jobs.enqueueAll(
        rows.map((r) => deliverJob(r)),
        db,
      );
    },
  };
}

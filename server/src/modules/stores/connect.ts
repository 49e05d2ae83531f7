import crypto from 'node:crypto';
import {
  type ConnectStoreRequest,
  connectStoreSchema,
  STORE_MSG,
  type StorePlatform,
  type StoreSettings,
} from '@pressrun/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError, badRequest } from '../../lib/errors';
import type { Buyer } from '../../lib/session';
import { type ConnectCallback, type StoreAuth, StoreError } from '../../providers/stores';
import { type StoreRow, setStatus, storeOfCompany, withStore } from './connections';
import type { StoresDeps } from './deps';
import { storeConnections, storeConnectRequests } from './tables';

/** A connect request not answered within this long is refused (the user starts again). */
export const CONNECT_TTL_MS = 30 * 60_000;

export const callbackUrl = (deps: StoresDeps, platform: StorePlatform) =>
  `${deps.config.publicUrl}/api/stores/callback/${platform}`;
export const hookUrl = (deps: StoresDeps, store: Pick<StoreRow, 'id' | 'platform'>) =>
  `${deps.config.publicUrl}/api/stores/hooks/${store.platform}/${store.id}`;

/**
 * 'Connect a store': remembers the request (its state, the PKCE verifier) and answers where the
 * browser goes to approve PressRun at the platform.
 */
export async function beginConnect(deps: StoresDeps, buyer: Buyer, body: ConnectStoreRequest) {
  const parsed = connectStoreSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, { [issue.path.join('.') || 'platform']: issue.message });
  }
  const input = parsed.data;
  const shop = 'shop' in input ? input.shop : null;
  const state = crypto.randomBytes(24).toString('base64url');
  const codeVerifier = crypto.randomBytes(48).toString('base64url');
  await deps.db.insert(storeConnectRequests).values({
    state,
    companyId: buyer.companyId,
    userId: buyer.userId,
    platform: input.platform,
    shop,
    codeVerifier,
  });
  // Old requests nobody finished are of no use to anyone.
  await deps.db
    .delete(storeConnectRequests)
    .where(lt(storeConnectRequests.createdAt, new Date(Date.now() - CONNECT_TTL_MS)));
  const url = deps.adapters[input.platform].beginConnect({
    shop,
    state,
    redirectUri: callbackUrl(deps, input.platform),
    codeVerifier,
  });
  return { url };
}

/**
 * The platform's answer to a connect request, in whichever request carries it: OAuth's browser
 * return (`code`, `state`), or WooCommerce's two (its server posts the keys, then the browser comes
 * back). The request is taken once (its state is single use), the credentials made, the shop named,
 * and the store connected (or connected again: the same shop of the same company is one store,
 * re-authorised). Its webhooks are then asked for. A shop connected to another PressRun account is
 * refused. Answers the store, or null when this request only delivered credentials.
 */
export async function handleCallback(
  deps: StoresDeps,
  platform: StorePlatform,
  request: { method: string; query: Record<string, string>; body: unknown },
  session: Buyer | null,
): Promise<StoreRow | null> {
  const adapter = deps.adapters[platform];
  const callback: ConnectCallback = adapter.readCallback
    ? adapter.readCallback(request)
    : { kind: 'credentials', state: request.query.state ?? '' };
  if (callback.kind === 'invalid') throw new AppError(400, 'connect_expired', STORE_MSG.connectExpired);
  if (callback.kind === 'denied') {
    await deps.db.delete(storeConnectRequests).where(eq(storeConnectRequests.state, callback.state));
    throw new AppError(400, 'connect_denied', STORE_MSG.connectFailed);
  }
  if (callback.kind === 'credentials' && request.method === 'POST') {
    // Keys posted server to server: kept sealed on the request until the browser comes back.
    const pending = await openRequest(deps, platform, callback.state);
    const auth = await adapter.completeConnect(completeInput(deps, platform, pending, request));
    await deps.db
      .update(storeConnectRequests)
      .set({ authCipher: deps.box.seal(auth) })
      .where(eq(storeConnectRequests.state, pending.state));
    return null;
  }
  const taken = await takeRequest(deps, platform, callback.state);
  // The browser coming back must be the one that asked (a callback carrying someone else's state is refused).
  if (!session || session.companyId !== taken.companyId)
    throw new AppError(400, 'connect_expired', STORE_MSG.connectExpired);
  let auth: StoreAuth;
  if (callback.kind === 'returned') {
    if (!taken.authCipher) throw new AppError(400, 'connect_failed', STORE_MSG.connectFailed);
    auth = deps.box.open(taken.authCipher);
  } else auth = await adapter.completeConnect(completeInput(deps, platform, taken, request));
  const info = await adapter.shopInfo(auth);
  const store = await saveConnection(deps, taken, platform, adapter.mode, info, deps.box.seal(auth));
  try {
    auth = await adapter.subscribe(auth, hookUrl(deps, store));
    const [saved] = await deps.db
      .update(storeConnections)
      .set({ authCipher: deps.box.seal(auth) })
      .where(eq(storeConnections.id, store.id))
      .returning();
    return saved!;
  } catch (err) {
    // Connected, but its orders would not arrive: the user is told and may connect again.
    await setStatus(deps.db, store.id, 'needs_reauth');
    throw err;
  }
}

type ConnectRequest = typeof storeConnectRequests.$inferSelect;
const fresh = (r: ConnectRequest | undefined): r is ConnectRequest =>
  Boolean(r) && r!.createdAt.getTime() >= Date.now() - CONNECT_TTL_MS;

async function openRequest(deps: StoresDeps, platform: StorePlatform, state: string) {
  const [row] = await deps.db
    .select()
    .from(storeConnectRequests)
    .where(and(eq(storeConnectRequests.state, state), eq(storeConnectRequests.platform, platform)));
  if (!fresh(row)) throw new AppError(400, 'connect_expired', STORE_MSG.connectExpired);
  return row;
}

async function takeRequest(deps: StoresDeps, platform: StorePlatform, state: string) {
  const [row] = await deps.db
    .delete(storeConnectRequests)
    .where(and(eq(storeConnectRequests.state, state), eq(storeConnectRequests.platform, platform)))
    .returning();
  if (!fresh(row)) throw new AppError(400, 'connect_expired', STORE_MSG.connectExpired);
  return row;
}

const completeInput = (
  deps: StoresDeps,
  platform: StorePlatform,
  request: ConnectRequest,
  callback: { query: Record<string, string>; body: unknown },
) => ({
  shop: request.shop,
  query: callback.query,
  body: callback.body,
  redirectUri: callbackUrl(deps, platform),
  codeVerifier: request.codeVerifier,
});

async function saveConnection(
  deps: StoresDeps,
  request: ConnectRequest,
  platform: StorePlatform,
  mode: 'sandbox' | 'live',
  info: { externalId: string; name: string },
  authCipher: string,
): Promise<StoreRow> {
  return deps.db.transaction(async (tx) => {
    const [same] = await tx
      .select()
      .from(storeConnections)
      .where(
        and(
          eq(storeConnections.platform, platform),
          eq(storeConnections.mode, mode),
          eq(storeConnections.externalId, info.externalId),
          sql`status <> 'disconnected'`,
        ),
      )
      .for('update');
    if (same && same.companyId !== request.companyId)
      throw new AppError(409, 'store_taken', STORE_MSG.alreadyConnected);
    if (same) {
      const [row] = await tx
        .update(storeConnections)
        .set({ status: 'connected', authCipher, name: info.name, userId: request.userId })
        .where(eq(storeConnections.id, same.id))
        .returning();
      return row!;
    }
    const [row] = await tx
      .insert(storeConnections)
      .values({
        companyId: request.companyId,
        userId: request.userId,
        platform,
        mode,
        shop: request.shop ?? info.externalId,
        externalId: info.externalId,
        name: info.name,
        authCipher,
      })
      .returning();
    return row!;
  });
}

/** Disconnect: the platform is asked to revoke the token and drop the webhooks; the store stops either way. */
export async function disconnectStore(deps: StoresDeps, companyId: number, id: number) {
  const store = await storeOfCompany(deps.db, companyId, id);
  if (store.status === 'disconnected') return;
  try {
    await withStore(deps, store, (auth) => deps.adapters[store.platform as StorePlatform].disconnect(auth));
  } catch (err) {
    // Best effort: a platform that is down, or a token already refused, must not keep the store connected.
    deps.log.warn({ err, storeId: id }, 'store disconnect at the platform failed');
  }
  await setStatus(deps.db, id, 'disconnected');
}

/** The platform said the app was removed from the shop: the store is disconnected. */
export async function uninstalled(deps: StoresDeps, store: StoreRow) {
  await setStatus(deps.db, store.id, 'disconnected');
}

export async function updateSettings(
  deps: StoresDeps,
  companyId: number,
  id: number,
  settings: StoreSettings,
) {
  await storeOfCompany(deps.db, companyId, id);
  const [row] = await deps.db
    .update(storeConnections)
    .set(settings)
    .where(and(eq(storeConnections.id, id), eq(storeConnections.companyId, companyId)))
    .returning();
  return row!;
}

/** A StoreError the user may read, as the API's error. */
export function storeProblem(err: unknown): unknown {
  if (!(err instanceof StoreError)) return err;
  if (err.kind === 'unauthorized') return new AppError(409, 'store_needs_reauth', STORE_MSG.notConnected);
  if (err.kind === 'rejected' || err.kind === 'not_found')
    return new AppError(422, 'store_rejected', err.message);
  return new AppError(503, 'store_unavailable', STORE_MSG.platformDown);
}

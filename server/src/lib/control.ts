import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noSuchRoute, randomToken, safeEqual } from './session';

/**
 * The control channel: how the local command line (`npm run staff`, `npm run backup`) asks the
 * running server to act, because the embedded database belongs to the server's process. The server
 * writes DATA_DIR/control.json when it starts listening: where it listens and a random token that
 * the commands present to its 'control' routes (route kind 'control'). Only the user running the
 * server may read it (0600); it is removed when the server closes.
 */
export interface ControlFile {
  host: string;
  port: number;
  token: string;
}

/** The header the command sends the token in. */
export const CONTROL_TOKEN_HEADER = 'x-control-token';

export const controlFilePath = (dataDir: string) => path.join(dataDir, 'control.json');

export function writeControlFile(dataDir: string, c: ControlFile) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = controlFilePath(dataDir);
  // Made afresh, so the mode is the one given here, not an older file's.
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(c), { mode: 0o600, flag: 'wx' });
}

export function readControlFile(dataDir: string): ControlFile | null {
  let raw: string;
  try {
    raw = fs.readFileSync(controlFilePath(dataDir), 'utf8');
  } catch {
    return null;
  }
  try {
    const c = JSON.parse(raw);
    if (typeof c.port === 'number' && typeof c.token === 'string' && typeof c.host === 'string') return c;
  } catch {}
  return null;
}

/** Removes the file if it is still this server's (another server may have written its own since). */
export function removeControlFile(dataDir: string, token: string) {
  if (readControlFile(dataDir)?.token === token) fs.rmSync(controlFilePath(dataDir), { force: true });
}

/** A path on the server a control file names, as the command calls it. */
export function controlUrl(control: ControlFile, route: string) {
  const host = loopbackOf(control.host);
  return `http://${host.includes(':') ? `[${host}]` : host}:${control.port}${route}`;
}

/** The address the command calls: loopback when the server listens on every interface. */
export function loopbackOf(host: string) {
  return ['0.0.0.0', '::', '', 'localhost'].includes(host) ? '127.0.0.1' : host;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Opens the channel for this server: a fresh token, the control file written on listen and removed
 * on close. `guard` is the control routes' onRequest hook: from anywhere but this machine, or
 * without the token, there is no such route (404), before the body is read.
 */
export function openControlChannel(app: FastifyInstance, dataDir: string, host: string) {
  const token = randomToken(32);
  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address) return;
    writeControlFile(dataDir, { host, port: address.port, token });
  });
  app.addHook('onClose', async () => removeControlFile(dataDir, token));
  return {
    guard: async (req: FastifyRequest) => {
      const given = req.headers[CONTROL_TOKEN_HEADER];
      if (
        !LOOPBACK.has(req.socket.remoteAddress ?? '') ||
        typeof given !== 'string' ||
        !safeEqual(given, token)
      )
        throw noSuchRoute(req);
    },
  };
}

export type ControlChannel = ReturnType<typeof openControlChannel>;

/**
 * Posts to a control route of the server running on `dataDir`: its answer and control file, or
 * null when no server runs there (no control file, or one left by a server that died: nobody
 * listens on its port, so the data folder is free).
 */
export async function callControl(
  dataDir: string,
  route: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<{ res: Response; control: ControlFile } | null> {
  const control = readControlFile(dataDir);
  if (!control) return null;
  try {
    const res = await fetch(controlUrl(control, route), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CONTROL_TOKEN_HEADER]: control.token },
      body: JSON.stringify(body),
      signal,
    });
    return { res, control };
  } catch (err) {
    if (((err as { cause?: { code?: string } }).cause?.code ?? '') === 'ECONNREFUSED') return null;
    throw new Error(
      `The server named in ${controlFilePath(dataDir)} did not answer: ${(err as Error).message}`,
    );
  }
}

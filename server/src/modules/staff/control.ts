import fs from 'node:fs';
import path from 'node:path';

/**
 * The running server's control file, DATA_DIR/control.json: where it listens and a random token
 * that the local command line (`npm run staff`) presents to its 'control' routes. Only the user
 * running the server may read it (0600); it is removed when the server closes.
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

/** The address the command calls: loopback when the server listens on every interface. */
export function loopbackOf(host: string) {
  return ['0.0.0.0', '::', '', 'localhost'].includes(host) ? '127.0.0.1' : host;
}

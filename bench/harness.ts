// Both ends of a bench server in a child process: the app runs apart from the bench so the load
// generator does not share its event loop and its memory is the app's alone. They talk over IPC:
// the parent asks (`{ type, ... }`), the child answers with a message of the same type, or with
// `{ type: 'error', message }`; disconnecting closes the child.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import net, { type Server } from 'node:net';
import path from 'node:path';

/** What the child sends: its type names what was asked. */
export type Reply = { type: string };
type Failed = { type: 'error'; message: string };

/**
 * Starts `bench/<script>` with tsx; BENCH_DATABASE_URL tells it which PostgreSQL database to use
 * (empty: the embedded one). `execArgv` adds Node options (a CPU profile).
 */
export function startBenchServer<R extends Reply>(
  script: string,
  {
    databaseUrl = null,
    execArgv = [],
    env = {},
  }: { databaseUrl?: string | null; execArgv?: string[]; env?: Record<string, string> } = {},
) {
  const child = fork(path.join(import.meta.dirname, script), [], {
    execArgv: ['--import', 'tsx', ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, LOG_LEVEL: 'silent', BENCH_DATABASE_URL: databaseUrl ?? '', ...env },
  });
  // A child that dies fails whatever is being asked, rather than leaving the bench waiting forever.
  const exited = new Promise<never>((_, reject) =>
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`))),
  );
  exited.catch(() => {});

  /** Sends `msg` (if any: 'ready' comes unasked) and waits for the answer of that type. */
  const ask = <T extends R['type']>(type: T, msg?: object) => {
    // Listening before sending: a quick answer cannot slip past.
    const reply = Promise.race([
      exited,
      new Promise<Extract<R, { type: T }>>((resolve, reject) => {
        const on = (m: R | Failed) => {
          if (m.type !== type && m.type !== 'error') return;
          child.off('message', on);
          if (m.type === 'error') reject(new Error((m as Failed).message));
          else resolve(m as Extract<R, { type: T }>);
        };
        child.on('message', on);
      }),
    ]);
    if (msg) child.send(msg);
    return reply;
  };

  /** Disconnects and waits for the child to have closed its app and database. */
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!child.connected) return resolve();
      child.once('exit', () => resolve());
      child.disconnect();
    });

  /** kill -9: the process dies where it stands, as in a power cut (bench/crash.ts). */
  const kill = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  return { ask, stop, kill };
}

/**
 * In the child: answers each of the parent's messages with what `answer` returns (nothing for a
 * message it does not know), and a failure as an 'error' answer so the parent's ask fails with it.
 */
export function answerParent<M>(answer: (msg: M) => Promise<Reply | undefined> | Reply | undefined) {
  process.on('message', async (msg: M) => {
    try {
      const reply = await answer(msg);
      if (reply) process.send?.(reply);
    } catch (err) {
      process.send?.({ type: 'error', message: String((err as Error).stack ?? err) });
    }
  });
}

/** In the child: when the parent disconnects, closes the app and the database and removes the data folder. */
export function closeOnDisconnect(
  app: { close(): Promise<unknown> },
  database: { close(): Promise<unknown> },
  dataDir: string,
) {
  process.on('disconnect', async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** The port the app listens on (it asked for any free one). */
export function portOf(app: { server: Server }) {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released for the server to take). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

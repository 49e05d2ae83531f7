/**
 * Graceful shutdown for the server and the worker. On SIGTERM (what process managers, systemd and
 * container runtimes send before they kill) or SIGINT (Ctrl-C), `close` stops taking requests,
 * lets the requests and the job in flight finish and closes the database; then the process exits 0.
 * Should that take longer than `timeoutMs`, the process exits 1 without waiting any longer (a
 * request cut off is one its client sees fail; a job cut off is claimed again once its lock expires).
 *
 * A repeated signal does not hurry it: Ctrl-C under `npm run` reaches the process twice (from the
 * terminal and forwarded by npm), and the timeout already bounds the wait.
 */
export function shutdownOnSignals(opts: {
  log: { info(msg: string): void; error(obj: object, msg: string): void };
  close: () => Promise<void>;
  timeoutMs: number;
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
}) {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const onSignal = async (signal: string) => {
    if (closing) return;
    closing = true;
    opts.log.info(`${signal}: finishing the requests and the job in flight, then exiting`);
    // Not unref'd: it must fire even when nothing else keeps the process alive.
    const timer = setTimeout(() => {
      opts.log.error({ timeoutMs: opts.timeoutMs }, 'shutdown took too long: exiting without waiting');
      exit(1);
    }, opts.timeoutMs);
    try {
      await opts.close();
      clearTimeout(timer);
      exit(0);
    } catch (err) {
      clearTimeout(timer);
      opts.log.error({ err }, 'shutdown failed');
      exit(1);
    }
  };
  for (const signal of opts.signals ?? (['SIGTERM', 'SIGINT'] as const)) process.on(signal, onSignal);
  return onSignal;
}

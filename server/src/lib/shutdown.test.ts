import { describe, expect, it, vi } from 'vitest';
import { shutdownOnSignals } from './shutdown';

const quietLog = { info: () => {}, error: () => {} };

describe('shutting down on a signal', () => {
  it('closes once, then exits 0, however many signals arrive', async () => {
    const close = vi.fn(async () => {});
    const exit = vi.fn();
    const onSignal = shutdownOnSignals({ log: quietLog, close, timeoutMs: 1000, exit, signals: [] });
    await Promise.all([onSignal('SIGTERM'), onSignal('SIGINT'), onSignal('SIGTERM')]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(exit.mock.calls).toEqual([[0]]);
  });

  it('exits 1 when closing takes longer than the timeout', async () => {
    const exit = vi.fn();
    const onSignal = shutdownOnSignals({
      log: quietLog,
      close: () => new Promise(() => {}),
      timeoutMs: 30,
      exit,
      signals: [],
    });
    void onSignal('SIGTERM');
    await expect.poll(() => exit.mock.calls).toEqual([[1]]);
  });

  it('exits 1 when closing fails', async () => {
    const exit = vi.fn();
    const onSignal = shutdownOnSignals({
      log: quietLog,
      close: async () => {
        throw new Error('database gone');
      },
      timeoutMs: 1000,
      exit,
      signals: [],
    });
    await onSignal('SIGTERM');
    expect(exit.mock.calls).toEqual([[1]]);
  });
});

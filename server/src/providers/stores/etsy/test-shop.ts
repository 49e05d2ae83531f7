import { afterAll, beforeEach, expect } from 'vitest';
import { StoreError } from '../port';
import { etsyStoreAdapter } from './adapter';
import type { EtsyApp } from './client';
import { connectShop, type FakeEtsy, KEYSTRING, SHARED_SECRET, startFakeEtsy } from './fake-etsy';

/** When the Etsy tests run, as the fake and the adapter both see it. */
export const CLOCK = Date.UTC(2026, 4, 4, 12);

/** PressRun's Etsy app, pointed at the fake for both the API and the connect page. */
export const appFor = (fake: FakeEtsy, now = () => CLOCK): EtsyApp => ({
  clientId: KEYSTRING,
  clientSecret: SHARED_SECRET,
  apiBase: fake.url,
  authBase: fake.url,
  now,
  timeoutMs: 2_000,
});

/**
 * A fake Etsy whose shop PressRun has already connected, for one test file: its request log is
 * emptied before each test and it closes after the file.
 */
export async function connectedShop() {
  const fake = await startFakeEtsy({ now: () => CLOCK });
  const adapter = etsyStoreAdapter(appFor(fake));
  const auth = await connectShop(fake, adapter);
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });
  return { fake, adapter, auth };
}

/** The StoreError the call ends in (failing the test if it succeeds or throws anything else). */
export async function failure(p: Promise<unknown>): Promise<StoreError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StoreError);
  return err as StoreError;
}

import { STORE_MSG } from '@pressrun/domain';
import { describe, expect, it } from 'vitest';
import type { StoreUpdate } from './api';
import { fixFor, marginOf, shopHint, suggestedPrice, timeAgo, updateText } from './store-text';

describe('the address hint of Connect', () => {
  it('gives a Shopify store name its myshopify.com address, as the server will', () => {
    expect(shopHint('shopify', 'My-Store')).toEqual({ address: 'my-store.myshopify.com', error: null });
    expect(shopHint('shopify', ' https://my-store.myshopify.com/admin ')).toEqual({
      address: 'my-store.myshopify.com',
      error: null,
    });
  });

  it('refuses what is not a Shopify address, with the server’s words', () => {
    expect(shopHint('shopify', '')).toEqual({ address: null, error: STORE_MSG.shopRequired });
    expect(shopHint('shopify', 'shop.example.com')).toEqual({ address: null, error: STORE_MSG.shopInvalid });
    expect(shopHint('shopify', 'my store')).toEqual({ address: null, error: STORE_MSG.shopInvalid });
  });

  it('reads a WooCommerce site with https and without a trailing slash', () => {
    expect(shopHint('woocommerce', 'shop.example.com/')).toEqual({
      address: 'https://shop.example.com',
      error: null,
    });
    expect(shopHint('woocommerce', 'http://shop.example.com')).toEqual({
      address: 'http://shop.example.com',
      error: null,
    });
    expect(shopHint('woocommerce', 'localhost')).toEqual({ address: null, error: STORE_MSG.siteInvalid });
    expect(shopHint('woocommerce', ' ')).toEqual({ address: null, error: STORE_MSG.siteRequired });
  });

  it('asks Etsy for nothing', () => {
    expect(shopHint('etsy', 'anything')).toEqual({ address: null, error: null });
  });
});

describe('the margin beside a retail price', () => {
  it('is the price less the cost, and its share of the price', () => {
    expect(marginOf('24.99', 1250)).toEqual({ price: 2499, amount: 1249, percent: 50 });
    expect(marginOf('$20', 1500)).toEqual({ price: 2000, amount: 500, percent: 25 });
  });

  it('is negative under the cost, and nothing at a price of zero', () => {
    expect(marginOf('10.00', 1250)).toEqual({ price: 1000, amount: -250, percent: -25 });
    expect(marginOf('0', 1250)).toEqual({ price: 0, amount: -1250, percent: null });
  });

  it('is not worked out for what is not a price', () => {
    expect(marginOf('', 1250)).toBeNull();
    expect(marginOf('abc', 1250)).toBeNull();
    expect(marginOf('24.999', 1250)).toBeNull();
    expect(marginOf('-5', 1250)).toBeNull();
  });

  it('starts from about double the cost, ending in .99', () => {
    expect(suggestedPrice(1250)).toBe('24.99');
    expect(suggestedPrice(999)).toBe('19.99');
    expect(suggestedPrice(0)).toBe('0.99');
  });
});

describe('how long ago an order came', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says it in words', () => {
    expect(timeAgo(ago(20), now)).toBe('just now');
    expect(timeAgo(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(timeAgo(ago(26 * 3600), now)).toBe('yesterday');
    expect(timeAgo(ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
  });
});

describe('where a held order is put right', () => {
  it('links an unlinked product to the store’s Link section', () => {
    expect(fixFor(STORE_MSG.unlinkedItem('Cat mug'), 7)).toEqual({
      label: 'Link product',
      to: '/dashboard/stores/7#link',
    });
  });

  it('sends a card problem to Billing and missing terms to the store’s settings', () => {
    expect(fixFor(STORE_MSG.declined, 7)?.to).toBe('/dashboard/billing');
    expect(fixFor(STORE_MSG.noCard, 7)?.to).toBe('/dashboard/billing');
    expect(fixFor(STORE_MSG.noTerms, 7)).toEqual({
      label: 'Payment setting',
      to: '/dashboard/stores/7#settings',
    });
  });

  it('has no page for what only Retry or the store can fix', () => {
    expect(fixFor(STORE_MSG.platformDown, 7)).toBeNull();
    expect(fixFor(STORE_MSG.addressInvalid('no street'), 7)).toBeNull();
    expect(fixFor(null, 7)).toBeNull();
  });
});

describe('what a store was told about an order', () => {
  const update = (u: Partial<StoreUpdate>): StoreUpdate => ({
    kind: 'fulfil',
    status: 'sent',
    attempts: 1,
    lastError: null,
    lastAttemptAt: '2026-03-10T12:00:00Z',
    trackingNumber: '9400111899223100012345',
    carrier: 'USPS',
    ...u,
  });

  it('says the tracking went back, with carrier and number', () => {
    expect(updateText(update({}), 'Acme Prints', 'shopify')).toBe(
      'Tracking sent to Acme Prints (USPS 9400111899223100012345).',
    );
  });

  it('says it is being tried again, and what to do when it was given up', () => {
    expect(updateText(update({ status: 'pending', attempts: 3 }), 'Acme Prints', 'shopify')).toBe(
      'Sending the tracking to Acme Prints: tried 3 times, trying again.',
    );
    expect(
      updateText(
        update({ status: 'failed', lastError: 'The store did not answer.' }),
        'Acme Prints',
        'shopify',
      ),
    ).toBe(
      'The tracking could not be sent to Acme Prints: The store did not answer. Add it in Shopify yourself.',
    );
  });

  it('says when a platform cannot be told of a cancellation', () => {
    expect(updateText(update({ kind: 'cancel', status: 'not_supported' }), 'Paper & Pine', 'etsy')).toBe(
      'Etsy cannot be told of a cancellation: cancel the order there too.',
    );
    expect(updateText(update({ kind: 'cancel', status: 'sent' }), 'Acme Prints', 'shopify')).toBe(
      'Acme Prints was told the order is cancelled.',
    );
  });
});

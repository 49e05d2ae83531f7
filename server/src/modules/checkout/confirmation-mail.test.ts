import type { OrderView } from '@pressrun/domain';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { orderPreviewKey } from '../orders';
import { confirmationMail } from './confirmation-mail';

const ctx = {
  config: {
    companyName: 'PressRun',
    publicUrl: 'https://portal.example',
    supportEmail: 'support@pressrun.example',
  },
} as unknown as AppContext;

const item = (id: number, previewUrl: string | null): OrderView['items'][number] => ({
  id,
  templateId: id,
  sku: `2110${id}`,
  productName: 'Mug',
  variantName: '11oz',
  colorName: 'White',
  quantity: 1,
  unitPrice: 900,
  po: 'PO1',
  previewUrl,
});

const order = {
  id: 77,
  po: 'AB12C',
  paymentType: 'default_card',
  cardLast4: '4242',
  shipTo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    street1: '1 Market St',
    street2: '',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    country: 'US',
  },
  shippingOption: 'Standard',
  carrier: 'USPS',
  method: 'Ground Advantage',
  itemsPrice: 2700,
  shipping: 500,
  fee: 100,
  tax: 0,
  discount: 0,
  total: 3300,
  items: [
    item(1, '/media/templates/abc/preview.png'),
    item(2, '/media/order-previews/def/preview.png'),
    // A key /media would not serve is no picture.
    item(3, '/media/orders/77/x/print-file.png'),
  ],
} as unknown as OrderView;

describe('the order confirmation mail', () => {
  it("opens the order's detail page, not the confirmation page", () => {
    const { html, text, links } = confirmationMail(ctx, order);
    expect(links).toEqual(['https://portal.example/dashboard/orders/77']);
    expect(html).toContain('href="https://portal.example/dashboard/orders/77"');
    expect(html).not.toContain('/product/confirmation/');
    expect(text).toContain('View your order: https://portal.example/dashboard/orders/77');
  });

  it("pictures each item by the absolute URL of the order's own public copy of its preview", () => {
    const { html } = confirmationMail(ctx, order);
    const imgs = [...html.matchAll(/<img src="([^"]+)" alt="([^"]*)"/g)].map((m) => [m[1], m[2]]);
    expect(imgs).toEqual([
      [`https://portal.example/media/${orderPreviewKey(77, 1, 'templates/abc/preview.png')}`, 'Mug (11oz)'],
      // Already the order's own copy (a reprint shares it): used as it is.
      ['https://portal.example/media/order-previews/def/preview.png', 'Mug (11oz)'],
    ]);
    expect(imgs[0]![0]).toMatch(/\/media\/order-previews\/[0-9a-f]{32}\/preview\.png$/);
    expect(html.match(/1 × Mug \(11oz\), Sku 2110\d/g)).toHaveLength(3);
  });
});

import { formatMoney, type ProductDetail } from '@pressrun/domain';
import { IconCheck, IconTruckDelivery } from '@tabler/icons-react';
import classes from './ProductDetails.module.css';

export const SHIPPING_NOTE =
  'Prices are for an order of one item. An order of two or more items ships as one parcel, priced from the carrier’s rate for its weight and destination: you see it at order review, before you pay.';

const inches = (px: number, dpi: number) => `${Number((px / dpi).toFixed(2))}`;

/**
 * Standard, expedited and international shipping of an order of this one item. An order of two or
 * more items is priced from the rate provider's rate for the whole parcel (checkout's quote), so
 * the note says so rather than adding a per-item figure the quote would not use.
 */
export function ShippingPrices({ product }: { product: ProductDetail }) {
  const rows = [
    { label: 'Standard (US, 2-3 days)', value: product.shippingUs },
    { label: 'Expedited (US)', value: product.shippingExpedited },
    { label: 'International', value: product.shippingIntl },
  ];
  return (
    <div className={classes.shipping} data-testid="shipping-prices">
      <p className={classes.shippingTitle}>
        <IconTruckDelivery size={18} style={{ verticalAlign: -4, marginRight: 6 }} />
        Shipping
      </p>
      {rows.map((r) => (
        <div key={r.label} className={classes.rate}>
          <span className={classes.rateLabel}>{r.label}</span>
          <span className={classes.rateValue}>{formatMoney(r.value)}</span>
        </div>
      ))}
      <p className={classes.note} data-testid="shipping-note">
        {SHIPPING_NOTE}
      </p>
    </div>
  );
}

/** Description, bullet points (bullet_pt … bullet_pt_5 without the hidden '-' ones) and the specs table. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const { printArea: pa } = product;
  const specs: Array<[string, string]> = [
    ['Dimensions', product.dimensions],
    [
      'Imprint dimensions',
      `${pa.widthPx} × ${pa.heightPx} px (${inches(pa.widthPx, pa.dpi)} × ${inches(pa.heightPx, pa.dpi)} in at ${pa.dpi} DPI)`,
    ],
    ['Material', product.material],
    ['Bleed', `${pa.bleedPx} px on each side`],
    ['SKU', product.sku],
  ].filter(([, v]) => v) as Array<[string, string]>;

  return (
    <div className={classes.details}>
      <section className={classes.column}>
        <h2 className={classes.heading}>About this product</h2>
        {product.bodyDescription && <p className={classes.description}>{product.bodyDescription}</p>}
        {product.bullets.length > 0 && (
          <ul className={classes.bullets} data-testid="product-bullets">
            {product.bullets.map((b) => (
              <li key={b}>
                <span className={classes.check}>
                  <IconCheck size={14} stroke={2.4} />
                </span>
                <span>{b}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={classes.column}>
        <h2 className={classes.heading}>Specifications</h2>
        <table className={classes.specs} data-testid="product-specs">
          <tbody>
            {specs.map(([k, v]) => (
              <tr key={k}>
                <th scope="row">{k}</th>
                <td>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

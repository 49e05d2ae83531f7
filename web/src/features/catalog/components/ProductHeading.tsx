import { formatMoney, METRIC, type ProductDetail } from '@pressrun/domain';
import classes from './ProductHeading.module.css';

/** The product's collection and marks (Best Seller, New), its name, variant, colour, SKU and price. */
export function ProductHeading({ product, group }: { product: ProductDetail; group: string }) {
  return (
    <>
      <div className={classes.names}>
        <div className={classes.marks}>
          <p className={classes.group}>{group}</p>
          {product.metrics === METRIC.bestSeller && <span className={classes.badge}>Best Seller</span>}
          {product.metrics === METRIC.newArrival && (
            <span className={classes.badge} data-color="steel">
              New
            </span>
          )}
        </div>
        <h1 className={classes.name}>{product.product}</h1>
        <p className={classes.sub}>
          {product.variantName} · {product.colorName} · SKU {product.sku}
        </p>
      </div>
      <div className={classes.price}>
        <p className={classes.amount} data-testid="product-price">
          {formatMoney(product.price)}
        </p>
        <p className={classes.sub}>per item, printed to order</p>
      </div>
    </>
  );
}

import { type CatalogTile, catalogSrcSet, formatMoney, METRIC, sizedImage } from '@pressrun/domain';
import type { MouseEvent } from 'react';
import { SiteLink } from '../app/site-nav';
import classes from './ProductTile.module.css';
import { tileCollection } from './site';

const MAX_DOTS = 6;

/**
 * A product tile (catalogue, search, home): picture, collection, name and 'Starting at $X.XX',
 * linking to /product/{sku}/{variant_url}-{color_url}. The link is named by what it shows (picture,
 * collection, name, price, colours), so a voice user can say the name they see.
 */
export function ProductTile({
  product,
  eager = false,
  priority = false,
  hideBadge,
  to = product.url,
  onClick,
}: {
  product: CatalogTile;
  eager?: boolean;
  /** the page's first and largest picture: fetched before the others */
  priority?: boolean;
  /** the metrics badge not to show (on the Best Sellers page every tile is one) */
  hideBadge?: string;
  /** where the tile leads (the product page unless told otherwise: the builder's picker) */
  to?: string;
  onClick?: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const src = sizedImage(product.imageUrl, 400);
  const srcSet = catalogSrcSet(product.imageUrl, [400, 600, 800]);
  const colors = product.colors ?? [];
  return (
    <SiteLink href={to} onClick={onClick} className={classes.tile} data-testid="product-tile">
      <div className={classes.media}>
        <img
          src={src}
          srcSet={srcSet}
          sizes="(max-width: 576px) 46vw, (max-width: 992px) 30vw, 260px"
          alt={`${product.product}, ${product.colorName}`}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          width={400}
          height={400}
        />
        {product.metrics === METRIC.bestSeller && hideBadge !== METRIC.bestSeller && (
          <span className={classes.badge} data-color="press">
            Best Seller
          </span>
        )}
        {product.metrics === METRIC.newArrival && hideBadge !== METRIC.newArrival && (
          <span className={classes.badge} data-color="steel">
            New
          </span>
        )}
      </div>
      <div className={classes.text}>
        <p className={classes.collection}>{tileCollection(product.collections)}</p>
        <p className={classes.name} data-testid="tile-name">
          {product.product}
        </p>
        <p className={classes.price}>
          Starting at{' '}
          <span className={classes.amount} data-testid="tile-price">
            {formatMoney(product.price)}
          </span>
        </p>
        {colors.length > 1 && (
          <div className={classes.dots} role="img" aria-label={`${colors.length} colours`}>
            {colors.slice(0, MAX_DOTS).map((hex) => (
              <span key={hex} className={classes.dot} style={{ background: hex }} />
            ))}
            {colors.length > MAX_DOTS && <span className={classes.more}>+{colors.length - MAX_DOTS}</span>}
          </div>
        )}
      </div>
    </SiteLink>
  );
}

export function ProductTileSkeleton() {
  return (
    <div data-testid="tile-skeleton" aria-hidden>
      <div className={classes.skeleton} data-shape="picture" />
      <div className={classes.skeleton} data-shape="collection" />
      <div className={classes.skeleton} data-shape="name" />
      <div className={classes.skeleton} data-shape="price" />
    </div>
  );
}

import type { CatalogTile } from '@pressrun/domain';
import type { ReactNode } from 'react';
import { ProductTile, ProductTileSkeleton } from '../../../components/ProductTile';
import classes from './ProductGrid.module.css';

const SKELETONS = Array.from({ length: 8 }, (_, i) => `s${i}`);

/** Tiles in a responsive grid; skeleton tiles while loading; `empty` when there is nothing. */
export function ProductGrid({
  products,
  loading,
  empty,
  hideBadge,
}: {
  products: CatalogTile[] | undefined;
  loading: boolean;
  empty: ReactNode;
  hideBadge?: string;
}) {
  if (!loading && products && products.length === 0) return empty;
  return (
    <div className={classes.grid}>
      {loading || !products
        ? SKELETONS.map((k) => <ProductTileSkeleton key={k} />)
        : products.map((p, i) => (
            <ProductTile key={p.sku} product={p} eager={i < 4} priority={i === 0} hideBadge={hideBadge} />
          ))}
    </div>
  );
}

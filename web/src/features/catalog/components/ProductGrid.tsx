import type { CatalogTile } from '@pressrun/domain';
import { Fragment, type ReactNode } from 'react';
import { HydrateLater } from '../../../app/hydrate-later';
import { ProductTile, ProductTileSkeleton } from '../../../components/ProductTile';
import classes from './ProductGrid.module.css';

/**
 * The tiles a phone's first screen shows, and more (past them, the grid's CSS lays a tile out only as
 * it nears the view).
 */
const FIRST_SCREEN = 4;
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
        : products.map((p, i) => {
            // The first screen's tiles come alive with the page, the rest one by one after it.
            const Part = i < FIRST_SCREEN ? Fragment : HydrateLater;
            return (
              <Part key={p.sku}>
                <ProductTile product={p} eager={i < FIRST_SCREEN} priority={i === 0} hideBadge={hideBadge} />
              </Part>
            );
          })}
    </div>
  );
}

import type { CSSProperties } from 'react';
import classes from './ProductSkeleton.module.css';

const LINES: CSSProperties[] = [
  { height: 12, width: '30%' },
  { height: 36, width: '80%' },
  { height: 14, width: '50%' },
  { height: 32, width: '25%', marginTop: 16 },
  { height: 42, width: 320, maxWidth: '100%', marginTop: 16 },
  { height: 34, width: '60%' },
  { height: 50, marginTop: 16 },
  { height: 140, marginTop: 16 },
];

/** The product page's shape while the product loads. */
export function ProductSkeleton() {
  return (
    <div className={classes.columns} data-testid="product-skeleton">
      <div className={`${classes.bone} ${classes.picture}`} />
      <div className={classes.lines}>
        {LINES.map((style, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of shapes that never reorders
          <div key={i} className={classes.bone} style={style} />
        ))}
      </div>
    </div>
  );
}

import { catalogSrcSet, type ProductDetail, sizedImage } from '@pressrun/domain';
import { useEffect, useState } from 'react';
import classes from './ProductGallery.module.css';

interface View {
  key: string;
  url: string;
  label: string;
}

/** The picture and the angle views (0°, 90°, 270°), named the way a shopper reads them. */
function viewsOf(p: ProductDetail): View[] {
  const round = p.mockupShape !== 'flat';
  const handle = p.images.blank === p.images.render90 && round;
  const labels = handle
    ? { 0: 'Front', 90: 'Handle right', 270: 'Handle left' }
    : round
      ? { 0: 'Front', 90: 'Right side', 270: 'Left side' }
      : { 0: 'Front', 90: 'Angled right', 270: 'Angled left' };
  const renders: View[] = [
    { key: '90', url: p.images.render90, label: labels[90] },
    { key: '0', url: p.images.render0, label: labels[0] },
    { key: '270', url: p.images.render270, label: labels[270] },
  ];
  // The catalogue picture comes first, named after the view it is (the handle-right view of a mug).
  const same = renders.find((r) => r.url === p.images.blank);
  const all: View[] = [
    { key: 'blank', url: p.images.blank, label: same?.label ?? 'Product' },
    ...(handle ? renders : [renders[1]!, renders[0]!, renders[2]!]),
  ];
  const seen = new Set<string>();
  return all.filter((v) => v.url && !seen.has(v.url) && seen.add(v.url));
}

export function ProductGallery({ product }: { product: ProductDetail }) {
  const views = viewsOf(product);
  const [active, setActive] = useState(0);
  // A new variant or colour starts again at its catalogue picture.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on product change only
  useEffect(() => setActive(0), [product.sku]);
  const current = views[Math.min(active, views.length - 1)]!;
  const src = sizedImage(current.url, 800);
  return (
    <div className={classes.gallery}>
      <div className={classes.main}>
        {/* The page's largest picture, above the fold: fetched first, never lazily. */}
        <img
          src={src}
          srcSet={catalogSrcSet(current.url, [400, 600, 800, 1000])}
          sizes="(max-width: 992px) 92vw, 560px"
          loading="eager"
          fetchPriority="high"
          alt={`${product.product}, ${product.variantName}, ${product.colorName} — ${current.label.toLowerCase()}`}
          data-testid="product-image"
          width={800}
          height={800}
        />
      </div>
      {views.length > 1 && (
        <div className={classes.views} role="tablist" aria-label="Views">
          {views.map((v, i) => (
            <div key={v.key} className={classes.view}>
              <button
                type="button"
                className={classes.thumb}
                data-active={i === active || undefined}
                onClick={() => setActive(i)}
                role="tab"
                aria-selected={i === active}
                aria-label={v.label}
              >
                <img src={sizedImage(v.url, 200)} alt="" loading="lazy" width={200} height={200} />
              </button>
              <span className={classes.label}>{v.label}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

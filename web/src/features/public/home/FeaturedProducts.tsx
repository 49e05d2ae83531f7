import { catalogSrcSet, formatMoney, sizedImage } from '@pressrun/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { SiteLink } from '../../../app/site-nav';
import page from '../page.module.css';
import classes from './home.module.css';
import { ProductPlaceholder } from './ProductPlaceholder';
import { SectionHeading } from './SectionHeading';
import { collectionLabel, type FeaturedProduct, useFeaturedProducts } from './useFeaturedProducts';

const SKELETONS = ['s1', 's2', 's3', 's4'];

function ProductImage({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.productImage}>
      {src && !failed ? (
        // Below the hero: lazy, at the width the card is shown.
        <img
          src={sizedImage(src, 400)}
          srcSet={catalogSrcSet(src, [400, 600, 800])}
          sizes="(max-width: 768px) 46vw, (max-width: 992px) 30vw, 270px"
          alt={alt}
          loading="lazy"
          decoding="async"
          width={400}
          height={400}
          onError={() => setFailed(true)}
        />
      ) : (
        <ProductPlaceholder />
      )}
    </div>
  );
}

function ProductCard({ p }: { p: FeaturedProduct }) {
  const collection = collectionLabel(p.collections);
  return (
    <SiteLink href={p.url || '/catalog'} className={classes.productCard} data-testid="featured-product">
      <ProductImage src={p.imageUrl} alt={p.product} />
      <div className={classes.productText}>
        {collection && <p className={classes.productCollection}>{collection}</p>}
        <p className={classes.productName}>{p.product}</p>
        <p className={classes.productPrice}>
          Starting at <span className={classes.productAmount}>{formatMoney(p.price)}</span>
        </p>
      </div>
    </SiteLink>
  );
}

function CardSkeleton() {
  return (
    <div data-testid="featured-skeleton">
      <div className={`${classes.skeleton} ${classes.skeletonImage}`} />
      <div className={classes.skeleton} style={{ height: 10, width: '40%', marginTop: 12 }} />
      <div className={classes.skeleton} style={{ height: 14, width: '85%', marginTop: 8 }} />
      <div className={classes.skeleton} style={{ height: 12, width: '55%', marginTop: 8 }} />
    </div>
  );
}

/** The link to the whole catalogue: beside the heading on wide screens, under the grid on phones. */
function ViewAll({ where }: { where: 'wide' | 'narrow' }) {
  return (
    <SiteLink href="/catalog" className={`${page.link} ${classes.viewAll}`} data-where={where}>
      View all products <IconArrowRight size={16} />
    </SiteLink>
  );
}

/**
 * Featured products with collection, name, image and 'Starting at' price.
 * While loading it shows skeletons; with nothing to show the section is left out entirely.
 */
export function FeaturedProducts() {
  const { data, isPending } = useFeaturedProducts();
  if (!isPending && !data?.length) return null;
  return (
    <section className={`${classes.section} ${classes.paper}`} aria-labelledby="featured-title">
      <div className={page.container}>
        <div className={classes.featuredHead}>
          <SectionHeading
            eyebrow="Featured products"
            title={<span id="featured-title">Best sellers, ready for your artwork</span>}
            align="left"
          />
          <ViewAll where="wide" />
        </div>
        <div className={classes.products}>
          {isPending
            ? SKELETONS.map((k) => <CardSkeleton key={k} />)
            : data!.slice(0, 8).map((p) => <ProductCard key={`${p.sku}-${p.url}`} p={p} />)}
        </div>
        <ViewAll where="narrow" />
      </div>
    </section>
  );
}

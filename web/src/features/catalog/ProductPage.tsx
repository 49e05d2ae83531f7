import { MSG, type ProductDetail, type VariantOption } from '@pressrun/domain';
import { IconMoodSad } from '@tabler/icons-react';
import { useEffect } from 'react';
import { absoluteUrl } from '../../app/head';
import { HydrateLater } from '../../app/hydrate-later';
import { matchPath, useSiteNav } from '../../app/site-nav';
import { PublicLayout } from '../../components/PublicLayout';
import { tileCollection } from '../../components/site';
import { useProduct } from './api';
import page from './catalog.module.css';
import { EmptyState } from './components/EmptyState';
import { ProductActions } from './components/ProductActions';
import { ProductBreadcrumbs } from './components/ProductBreadcrumbs';
import { ProductDetails, ShippingPrices } from './components/ProductDetails';
import { ProductGallery } from './components/ProductGallery';
import { ProductHeading } from './components/ProductHeading';
import { ProductSkeleton } from './components/ProductSkeleton';
import { VariantPicker } from './components/VariantPicker';
import classes from './ProductPage.module.css';

/**
 * /product/{sku}/{variant_url}-{color_url}: pictures with the angle views, the
 * variant dropdown and colour swatches, price and shipping, description, dimensions, imprint
 * dimensions and material. 'Start Designing' for signed-in users, 'Start Order' for visitors (who
 * come back to this product's builder after signing up or in).
 */
export default function ProductPage() {
  const { pathname, navigate } = useSiteNav();
  const { sku = '', variantColor = '' } = matchPath('/product/:sku/:variantColor', pathname) ?? {};
  const q = useProduct(sku);
  const data = q.data;
  const product = data?.product;
  const notFound = q.isError && (q.error as { status?: number }).status === 404;

  // Old skus and hand-typed addresses land on the product's own address.
  useEffect(() => {
    if (!product || q.isPlaceholderData) return;
    const canonical = `${product.variantUrl}-${product.colorUrl}`;
    if (product.sku !== sku || canonical !== variantColor) navigate(product.url, { replace: true });
  }, [product, q.isPlaceholderData, sku, variantColor, navigate]);

  const choose = (v: VariantOption) => navigate(v.url, { replace: true, preventScrollReset: true });

  if (notFound)
    return (
      <PublicLayout title="Product not found" status={404} canonical={null}>
        <div className={`${page.container} ${classes.missing}`}>
          <EmptyState
            icon={IconMoodSad}
            title={MSG.productNotFound}
            action={{ label: 'Browse the catalogue', to: '/catalog' }}
          >
            The product may have been renamed or retired. Have a look at what we print today.
          </EmptyState>
        </div>
      </PublicLayout>
    );

  const group = product ? tileCollection(product.collections) : '';
  return (
    <PublicLayout
      title={product ? `${product.product} · ${product.variantName} · ${product.colorName}` : 'Product'}
      {...(product && productHead(product))}
    >
      <div className={`${page.container} ${classes.body}`}>
        <ProductBreadcrumbs group={group} name={product?.product ?? null} />

        {!product ? (
          q.isError ? (
            <EmptyState
              icon={IconMoodSad}
              title="The product could not be loaded"
              action={{ label: 'Back to the catalogue', to: '/catalog' }}
            >
              {q.error.message}
            </EmptyState>
          ) : (
            <ProductSkeleton />
          )
        ) : (
          <>
            <div className={classes.columns}>
              <ProductGallery product={product} />
              <div className={classes.choices} data-stale={q.isPlaceholderData || undefined}>
                <ProductHeading product={product} group={group} />
                <VariantPicker product={product} variants={data.variants} onChoose={choose} />
                <ProductActions product={product} />
                <ShippingPrices product={product} />
              </div>
            </div>
            <hr className={classes.divider} />
            <HydrateLater>
              <div className={classes.details}>
                <ProductDetails product={product} />
              </div>
            </HydrateLater>
          </>
        )}
      </div>
    </PublicLayout>
  );
}

/**
 * What a product page tells search engines and link previews: its own address, its description,
 * its picture, and schema.org Product data with the offer (price in dollars, as schema.org wants).
 */
function productHead(p: ProductDetail) {
  const description = (p.bodyDescription || p.bullets.join(' ')).replace(/\s+/g, ' ').trim().slice(0, 300);
  return {
    canonical: p.url,
    description: description || `${p.product}, ${p.variantName}, ${p.colorName}: printed on demand.`,
    image: p.images.render0 || p.images.blank,
    jsonLd: (origin: string) => ({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: `${p.product} ${p.variantName} ${p.colorName}`,
      sku: p.sku,
      description: description || undefined,
      image: [p.images.render0, p.images.render90, p.images.render270, p.images.blank]
        .filter(Boolean)
        .map((u) => absoluteUrl(origin, u)),
      color: p.colorName,
      material: p.material || undefined,
      url: absoluteUrl(origin, p.url),
      offers: {
        '@type': 'Offer',
        url: absoluteUrl(origin, p.url),
        priceCurrency: 'USD',
        price: (p.price / 100).toFixed(2),
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    }),
  };
}

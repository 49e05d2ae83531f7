import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type CatalogTile, catalogSrcSet, formatMoney, METRIC, sizedImage } from '@pressrun/domain';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import classes from './ProductTile.module.css';

const MAX_DOTS = 6;

/** The collection shown above a name: the most specific one ('Coffee Mugs' rather than 'Drinkware'). */
export const tileCollection = (collections: readonly string[]) => collections[collections.length - 1] ?? '';

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
    <Link to={to} onClick={onClick} className={classes.tile} data-testid="product-tile">
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
          <Badge className={classes.badge} color="press" variant="filled" size="sm" radius="sm">
            Best Seller
          </Badge>
        )}
        {product.metrics === METRIC.newArrival && hideBadge !== METRIC.newArrival && (
          <Badge className={classes.badge} color="steel" variant="filled" size="sm" radius="sm">
            New
          </Badge>
        )}
      </div>
      <Stack gap={3} mt="sm" px={2}>
        <Text fz={11} fw={700} tt="uppercase" c="steel.5" style={{ letterSpacing: '0.08em' }} lineClamp={1}>
          {tileCollection(product.collections)}
        </Text>
        <Text className={classes.name} fw={600} c="navy.8" lineClamp={2} lh={1.35} data-testid="tile-name">
          {product.product}
        </Text>
        <Text size="sm" c="dimmed">
          Starting at{' '}
          <Text span fw={700} c="navy.8" data-testid="tile-price">
            {formatMoney(product.price)}
          </Text>
        </Text>
        {colors.length > 1 && (
          <Group gap={5} mt={4} role="img" aria-label={`${colors.length} colours`}>
            {colors.slice(0, MAX_DOTS).map((hex) => (
              <span key={hex} className={classes.dot} style={{ background: hex }} />
            ))}
            {colors.length > MAX_DOTS && (
              <Text fz={11} c="dimmed" fw={600}>
                +{colors.length - MAX_DOTS}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Link>
  );
}

export function ProductTileSkeleton() {
  return (
    <div data-testid="tile-skeleton" aria-hidden>
      <Skeleton radius="lg" style={{ aspectRatio: '1 / 1' }} h="auto" />
      <Skeleton h={10} w="40%" mt="sm" />
      <Skeleton h={14} w="85%" mt={8} />
      <Skeleton h={12} w="55%" mt={8} />
    </div>
  );
}

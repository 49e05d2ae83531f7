import { Anchor, Box, Container, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { catalogSrcSet, formatMoney, sizedImage } from '@pressrun/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import classes from './home.module.css';
import { ProductPlaceholder } from './ProductPlaceholder';
import { SectionHeading } from './SectionHeading';
import { collectionLabel, type FeaturedProduct, useFeaturedProducts } from './useFeaturedProducts';

const COLS = { base: 2, sm: 3, md: 4 };
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
    <Link to={p.url || '/catalog'} className={classes.productCard} data-testid="featured-product">
      <ProductImage src={p.imageUrl} alt={p.product} />
      <Stack gap={2} mt="sm" px={2}>
        {collection && (
          <Text fz="xs" fw={700} tt="uppercase" c="steel.5" style={{ letterSpacing: '0.08em' }} lineClamp={1}>
            {collection}
          </Text>
        )}
        <Text fw={600} c="navy.8" lineClamp={2} lh={1.35}>
          {p.product}
        </Text>
        <Text size="sm" c="dimmed">
          Starting at{' '}
          <Text span fw={700} c="navy.8">
            {formatMoney(p.price)}
          </Text>
        </Text>
      </Stack>
    </Link>
  );
}

function CardSkeleton() {
  return (
    <div data-testid="featured-skeleton">
      <Skeleton radius="lg" style={{ aspectRatio: '1 / 1' }} h="auto" />
      <Skeleton h={10} w="40%" mt="sm" />
      <Skeleton h={14} w="85%" mt={8} />
      <Skeleton h={12} w="55%" mt={8} />
    </div>
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
    <Box
      component="section"
      className={classes.paper}
      py={{ base: 56, md: 96 }}
      aria-labelledby="featured-title"
    >
      <Container size={1200}>
        <Group justify="space-between" align="flex-end" gap="lg">
          <SectionHeading
            eyebrow="Featured products"
            title={<span id="featured-title">Best sellers, ready for your artwork</span>}
            align="left"
          />
          <Anchor component={Link} to="/catalog" fw={600} visibleFrom="sm">
            <Group gap={6} wrap="nowrap">
              View all products <IconArrowRight size={16} />
            </Group>
          </Anchor>
        </Group>
        <SimpleGrid
          cols={COLS}
          spacing={{ base: 'md', md: 'xl' }}
          verticalSpacing="xl"
          mt={{ base: 28, md: 40 }}
        >
          {isPending
            ? SKELETONS.map((k) => <CardSkeleton key={k} />)
            : data!.slice(0, 8).map((p) => <ProductCard key={`${p.sku}-${p.url}`} p={p} />)}
        </SimpleGrid>
        <Anchor component={Link} to="/catalog" fw={600} hiddenFrom="sm" mt="xl" display="block">
          <Group gap={6} wrap="nowrap">
            View all products <IconArrowRight size={16} />
          </Group>
        </Anchor>
      </Container>
    </Box>
  );
}

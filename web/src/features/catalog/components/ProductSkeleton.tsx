import { Grid, Skeleton, Stack } from '@mantine/core';

/** The product page's shape while the product loads. */
export function ProductSkeleton() {
  return (
    <Grid gutter={{ base: 24, md: 56 }} data-testid="product-skeleton">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton radius="lg" style={{ aspectRatio: '1 / 1' }} h="auto" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Skeleton h={12} w="30%" />
          <Skeleton h={36} w="80%" />
          <Skeleton h={14} w="50%" />
          <Skeleton h={32} w="25%" mt="md" />
          <Skeleton h={42} w={320} mt="md" />
          <Skeleton h={34} w="60%" />
          <Skeleton h={50} mt="md" />
          <Skeleton h={140} mt="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

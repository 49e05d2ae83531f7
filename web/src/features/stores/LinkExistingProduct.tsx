import { Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StoreView } from '@pressrun/domain';
import { type FormEvent, useState } from 'react';
import { ErrorAlert, LoadError } from '../../components/PageStates';
import { useLinkProduct, useStoreProducts } from './api';
import { TemplateSelect } from './TemplateSelect';

/** Every variant, as the product select's value for the whole product. */
const ALL = '*';

/**
 * 'Link an existing product': a product the store already sells (or one of its variants) is made
 * from a template from now on, so its orders come to PressRun.
 */
export function LinkExistingProduct({ store }: { store: StoreView }) {
  const products = useStoreProducts(store.id, store.status === 'connected');
  const link = useLinkProduct(store.id);
  const [productId, setProductId] = useState<string | null>(null);
  const [variantId, setVariantId] = useState<string>(ALL);
  const [templateId, setTemplateId] = useState<number | null>(null);

  const all = products.data?.pages.flatMap((p) => p.items) ?? [];
  const product = all.find((p) => p.id === productId) ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!productId || templateId === null) return;
    link.mutate(
      { templateId, storeProductId: productId, storeVariantId: variantId === ALL ? null : variantId },
      {
        onSuccess: (l) => {
          notifications.show({
            color: 'green',
            title: 'Linked',
            message: `Orders for ${l.title} are now made from ${l.templateName}.`,
          });
          setProductId(null);
          setVariantId(ALL);
          setTemplateId(null);
        },
      },
    );
  };

  if (products.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading your store’s products">
        <Skeleton h={60} radius="md" />
        <Skeleton h={60} radius="md" />
      </Stack>
    );
  if (products.isError)
    return (
      <LoadError
        title="Your store’s products could not be loaded"
        message={products.error.message}
        onRetry={() => void products.refetch()}
      />
    );
  if (all.length === 0)
    return <Text fz="sm">Your store has no products yet. Publish a template to make one.</Text>;

  return (
    <form onSubmit={submit} noValidate aria-label="Link an existing product">
      <Stack gap="md" maw={480}>
        <Select
          label="Product in your store"
          placeholder="Choose a product"
          searchable
          nothingFoundMessage="No product has that name"
          data={all.map((p) => ({
            value: p.id,
            label: `${p.title}${p.linkedTemplateId !== null ? ' (linked)' : ''}`,
          }))}
          value={productId}
          onChange={(v) => {
            link.reset();
            setProductId(v);
            setVariantId(ALL);
          }}
        />
        {products.hasNextPage && (
          <Group>
            <Button
              size="xs"
              variant="default"
              loading={products.isFetchingNextPage}
              onClick={() => void products.fetchNextPage()}
            >
              Load more products
            </Button>
          </Group>
        )}
        {product && product.variants.length > 1 && (
          <Select
            label="Variant"
            description="Link the whole product, or only one of its variants."
            data={[
              { value: ALL, label: 'All variants' },
              ...product.variants.map((v) => ({
                value: v.id,
                label: `${v.title}${v.sku ? ` (SKU ${v.sku})` : ''}`,
              })),
            ]}
            value={variantId}
            onChange={(v) => setVariantId(v ?? ALL)}
            allowDeselect={false}
          />
        )}
        <TemplateSelect
          label="Make it from template"
          value={templateId}
          onChange={(id) => setTemplateId(id)}
        />
        {link.isError && <ErrorAlert>{link.error.message}</ErrorAlert>}
        <Group>
          <Button
            type="submit"
            color="press.5"
            loading={link.isPending}
            disabled={!productId || templateId === null}
          >
            Link product
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Image, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney, type StoreView, type TemplateView } from '@pressrun/domain';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../app/api';
import { ErrorAlert } from '../../components/PageStates';
import { type PublishQuote, usePublish, usePublishQuote } from './api';
import { marginOf, suggestedPrice } from './store-text';
import { TemplateSelect } from './TemplateSelect';

/** The description a template starts with: its own, or what it is. */
const startingDescription = (t: TemplateView | null, q: PublishQuote) =>
  t?.description?.trim() || `${q.productName} — ${q.variantName}, ${q.colorName}. Printed to order.`;

/**
 * 'Publish a template': a template becomes a new product in the store, with a title, a
 * description and a retail price (PressRun's cost and the margin shown live beside it) and the
 * template's listing photos.
 */
export function PublishTemplate({ store }: { store: StoreView }) {
  const [template, setTemplate] = useState<TemplateView | null>(null);
  const quote = usePublishQuote(store.id, template?.id ?? null);
  return (
    <Stack gap="md">
      <TemplateSelect
        label="Template to publish"
        value={template?.id ?? null}
        onChange={(_, t) => setTemplate(t)}
        maw={480}
      />
      {template &&
        (quote.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading the price and photos">
            <Skeleton h={96} radius="md" />
            <Skeleton h={160} radius="md" />
          </Stack>
        ) : quote.isError ? (
          <ErrorAlert>{quote.error.message}</ErrorAlert>
        ) : (
          <PublishForm
            key={template.id}
            store={store}
            template={template}
            quote={quote.data}
            onDone={() => setTemplate(null)}
          />
        ))}
    </Stack>
  );
}

function PublishForm({
  store,
  template,
  quote,
  onDone,
}: {
  store: StoreView;
  template: TemplateView;
  quote: PublishQuote;
  onDone: () => void;
}) {
  const publish = usePublish(store.id);
  const [title, setTitle] = useState(quote.templateName);
  const [description, setDescription] = useState(() => startingDescription(template, quote));
  const [price, setPrice] = useState(() => suggestedPrice(quote.cost));
  const fields = publish.error instanceof ApiError ? publish.error.fields : {};
  const fieldError = Object.keys(fields).length > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    publish.mutate(
      { templateId: template.id, title, description, retailPrice: price },
      {
        onSuccess: (link) => {
          notifications.show({
            color: 'green',
            title: 'Published',
            message: `${link.title} is now for sale in ${store.name}.`,
          });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Publish a template">
      <Stack gap="md">
        {quote.images.length === 0 ? (
          <Text fz="sm" c="dimmed" aria-live="polite">
            The listing photos are still being made; they appear here in a moment. Published without them, the
            product is listed with no photos.
          </Text>
        ) : (
          <Stack gap={6}>
            <Text fz="sm" fw={600}>
              Listing photos
            </Text>
            <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" data-testid="listing-photos">
              {quote.images.map((src, i) => (
                <Image
                  key={src}
                  src={src}
                  alt={`${quote.templateName}, listing photo ${i + 1}`}
                  radius="sm"
                  bg="gray.0"
                  fit="contain"
                  style={{ aspectRatio: '1', border: '1px solid var(--mantine-color-gray-3)' }}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <TextInput
          label="Product title"
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={fields.title}
          maxLength={255}
          required
        />
        <Textarea
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={fields.description}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={5000}
        />
        <Group align="flex-start" gap="lg" wrap="wrap">
          <TextInput
            label="Retail price"
            description="What your customer pays"
            value={price}
            onChange={(e) => setPrice(e.currentTarget.value)}
            error={fields.retailPrice}
            leftSection={<Text fz="sm">$</Text>}
            inputMode="decimal"
            w={{ base: '100%', xs: 180 }}
            required
          />
          <MarginFigures typed={price} cost={quote.cost} />
        </Group>
        {publish.isError && !fieldError && <ErrorAlert>{publish.error.message}</ErrorAlert>}
        <Group>
          <Button type="submit" color="press.5" loading={publish.isPending}>
            Publish to {store.name}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** PressRun's cost of one item and what the typed price leaves the reseller, live. */
export function MarginFigures({ typed, cost }: { typed: string; cost: number }) {
  const margin = marginOf(typed, cost);
  const below = margin !== null && margin.amount < 0;
  return (
    <Stack gap={2} pt={{ base: 0, xs: 26 }} data-testid="margin">
      <Text fz="sm">
        PressRun cost{' '}
        <Text span fw={600}>
          {formatMoney(cost)}
        </Text>{' '}
        <Text span c="dimmed" fz="xs">
          (one item, before shipping)
        </Text>
      </Text>
      <Text fz="sm" aria-live="polite" c={below ? 'press.8' : undefined}>
        Your margin{' '}
        {margin === null ? (
          <Text span c="dimmed">
            — enter a price like 24.99
          </Text>
        ) : (
          <Text span fw={700} c={below ? 'press.8' : 'teal.8'} data-testid="margin-amount">
            {margin.amount < 0 ? '−' : ''}
            {formatMoney(Math.abs(margin.amount))}
            {margin.percent !== null ? ` (${String(margin.percent).replace('-', '−')}%)` : ''}
          </Text>
        )}
      </Text>
      {below && (
        <Text fz="xs" c="press.8">
          Below PressRun’s cost: the price must be at least {formatMoney(cost)}.
        </Text>
      )}
    </Stack>
  );
}

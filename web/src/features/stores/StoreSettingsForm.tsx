import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { StoreSettings, StoreView } from '@pressrun/domain';
import { useEffect, useState } from 'react';
import { useSaveStoreSettings } from './api';

/** How the store's orders are placed: paid by the default card or on credit terms, shipped how. */
export function StoreSettingsForm({ store }: { store: StoreView }) {
  const save = useSaveStoreSettings(store.id);
  const saved: StoreSettings = { paymentType: store.paymentType, shippingOption: store.shippingOption };
  const [value, setValue] = useState<StoreSettings>(saved);
  const changed = value.paymentType !== saved.paymentType || value.shippingOption !== saved.shippingOption;
  // Changed elsewhere (another tab; the list is read again now and then): the form shows the server's.
  useEffect(() => {
    setValue({ paymentType: store.paymentType, shippingOption: store.shippingOption });
  }, [store.paymentType, store.shippingOption]);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value);
      }}
      aria-label="Order settings"
    >
      <Stack gap="md">
        <Radio.Group
          label="Pay for this store’s orders with"
          value={value.paymentType}
          onChange={(v) => {
            save.reset();
            setValue((s) => ({ ...s, paymentType: v as StoreSettings['paymentType'] }));
          }}
        >
          <Stack gap={6} mt={6}>
            <Radio
              value="default_card"
              label="Your default card"
              description="Charged when the order is placed."
            />
            <Radio
              value="term"
              label="Credit terms"
              description="Added to your statement, paid by its due date."
            />
          </Stack>
        </Radio.Group>
        <Radio.Group
          label="Shipping"
          value={value.shippingOption}
          onChange={(v) => {
            save.reset();
            setValue((s) => ({ ...s, shippingOption: v as StoreSettings['shippingOption'] }));
          }}
        >
          <Stack gap={6} mt={6}>
            <Radio value="Standard" label="Standard" />
            <Radio value="Expedited" label="Expedited" />
          </Stack>
        </Radio.Group>
        <Group gap="sm">
          <Button type="submit" color="press.5" loading={save.isPending} disabled={!changed && !save.isError}>
            Save settings
          </Button>
          <Text fz="sm" role="status" c={save.isError ? 'press.8' : 'teal.8'}>
            {save.isSuccess && !changed ? 'Saved. New orders from this store use these settings.' : ''}
            {save.isError ? save.error.message : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { STORE_PLATFORM_LABEL } from '@pressrun/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../app/api';
import type { useConnectStore } from './api';
import { SHOP_FIELD, shopHint } from './store-text';

/**
 * Asks a Shopify or WooCommerce store's address before the browser goes there to approve. Below
 * the field it says which address will be connected, read the way the server reads it.
 */
export function ConnectShopModal({
  platform,
  connect,
  onClose,
}: {
  platform: 'shopify' | 'woocommerce' | null;
  connect: ReturnType<typeof useConnectStore>;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (platform) {
      setTyped('');
      setShown(null);
    }
  }, [platform]);

  const field = platform ? SHOP_FIELD[platform] : null;
  const hint = platform ? shopHint(platform, typed) : null;
  const serverError =
    connect.error instanceof ApiError
      ? (connect.error.fields.shop ?? connect.error.message)
      : connect.error?.message;
  const leaving = connect.isPending || connect.isSuccess;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!platform || !hint) return;
    if (hint.error) {
      setShown(hint.error);
      return;
    }
    setShown(null);
    connect.mutate({ platform, shop: typed });
  };

  return (
    <Modal
      opened={platform !== null}
      onClose={onClose}
      title={platform ? `Connect your ${STORE_PLATFORM_LABEL[platform]} store` : ''}
      centered
    >
      {field && platform && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={field.label}
              placeholder={field.placeholder}
              description={field.help}
              value={typed}
              onChange={(e) => {
                setTyped(e.currentTarget.value);
                setShown(null);
                if (connect.isError) connect.reset();
              }}
              error={shown ?? serverError}
              autoComplete="off"
              spellCheck={false}
              data-autofocus
            />
            <Text fz="sm" aria-live="polite" mih={22} data-testid="shop-hint">
              {hint?.address ? (
                <>
                  We will connect{' '}
                  <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {hint.address}
                  </Text>
                  . {STORE_PLATFORM_LABEL[platform]} then asks you to approve PressRun.
                </>
              ) : null}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={leaving}>
                Cancel
              </Button>
              <Button type="submit" color="press.5" loading={leaving}>
                Continue to {STORE_PLATFORM_LABEL[platform]}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

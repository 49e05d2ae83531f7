import { Alert, Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useApplyPromo, useRemovePromo } from './api';

/**
 * The promo code entry: Apply stays off while the field is empty, and once a code applies the field
 * is locked (one code per order). Errors show in a dismissible alert.
 */
export function PromoEntry({ heldCode, onChange }: { heldCode: string | null; onChange: () => void }) {
  const apply = useApplyPromo();
  const remove = useRemovePromo();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const applied = heldCode;
  return (
    <>
      <Group gap="xs" mt="md" align="flex-end" wrap="nowrap">
        <TextInput
          label="Promo code"
          style={{ flex: 1 }}
          value={applied ?? code}
          disabled={Boolean(applied)}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        {applied ? (
          <Button
            variant="default"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onChange })}
          >
            Remove
          </Button>
        ) : (
          <Button
            variant="default"
            disabled={!code.trim()}
            loading={apply.isPending}
            onClick={() => {
              setError(null);
              apply.mutate(code, {
                onSuccess: () => {
                  setCode('');
                  onChange();
                },
                onError: (e) => setError(e instanceof Error ? e.message : String(e)),
              });
            }}
          >
            Apply
          </Button>
        )}
      </Group>
      {applied && apply.data && (
        <Text fz="sm" c="teal.8" mt={4} role="status">
          {apply.data.message}
        </Text>
      )}
      {error && (
        <Alert color="red" mt="xs" p="xs" role="alert">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fz="sm">{error}</Text>
            <CloseButton size="sm" aria-label="Dismiss" onClick={() => setError(null)} />
          </Group>
        </Alert>
      )}
    </>
  );
}

import { NumberInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type CartItemView, QUANTITY_MAX, QUANTITY_MIN } from '@pressrun/domain';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { useUpdateCartItem } from './api';

/**
 * A cart line's quantity: whole numbers from 1 to 999 only (the letter e cannot be typed), sent to
 * the server a moment after typing stops, so '12' is one change, not two.
 */
export function CartQuantity({
  item,
  label,
  ariaLabel,
  disabled,
  w,
}: {
  item: CartItemView;
  label?: string;
  ariaLabel?: string;
  disabled?: boolean;
  w: number;
}) {
  const update = useUpdateCartItem();
  const [quantity, setQuantity] = useState<number | string>(item.quantity);
  const send = useDebouncedCallback((q: number) => update.mutate({ id: item.id, quantity: q }), 400);
  return (
    <NumberInput
      label={label}
      aria-label={ariaLabel}
      size="xs"
      w={w}
      min={QUANTITY_MIN}
      max={QUANTITY_MAX}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      disabled={disabled}
      value={quantity}
      onChange={(v) => {
        setQuantity(v);
        if (typeof v === 'number' && v >= QUANTITY_MIN && v <= QUANTITY_MAX) send(v);
      }}
      error={update.error instanceof ApiError ? update.error.message : null}
    />
  );
}

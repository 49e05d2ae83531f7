import { useForm } from '@mantine/form';
import { type ShipToInput, shipToSchema } from '@pressrun/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import type { useHeldQuote } from './useHeldQuote';

export const EMPTY_SHIP_TO: Required<ShipToInput> = {
  firstName: '',
  lastName: '',
  street1: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
  ioss: '',
};

/** Order review's shipping-to form, checked by the shared schema and marked by the server's answers. */
export function useShipToForm(review: ReturnType<typeof useHeldQuote>) {
  const form = useForm<Required<ShipToInput>>({
    initialValues: EMPTY_SHIP_TO,
    validate: zod4Resolver(shipToSchema),
    validateInputOnBlur: false,
    // A quote on its way for the address as it was is no longer wanted.
    // (The form is locked while totals show, so this is only ever an open form changing.)
    onValuesChange: () => review.forget(),
  });

  // Server field messages also mark their fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the server answered
  useEffect(() => {
    if (Object.keys(review.fields).length) form.setErrors(review.fields);
  }, [review.fields]);

  return form;
}

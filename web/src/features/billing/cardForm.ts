import type { UseFormReturnType } from '@mantine/form';

// A type, not an interface: the zod resolver wants a record of fields.
export type CardForm = {
  cardholderName: string;
  email: string;
  billingAddress: string;
  aptUnit: string;
  number: string;
  expiry: string;
  cvc: string;
  isDefault: boolean;
};

export const EMPTY_CARD: CardForm = {
  cardholderName: '',
  email: '',
  billingAddress: '',
  aptUnit: '',
  number: '',
  expiry: '',
  cvc: '',
  isDefault: false,
};

export type CardFormApi = UseFormReturnType<CardForm>;

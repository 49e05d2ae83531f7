import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { type CheckoutPageFacts, usePayCheckout } from './api';
import { parseExpiry } from './card-format';

// Field checks the card page makes before it asks the gateway, in the card provider's words.
const MSG = {
  emailIncomplete: 'Your email is incomplete.',
  emailInvalid: 'Your email address is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
} as const;

interface CardFields {
  email: string;
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The card form's fields, checks and payment: on success the browser goes where the gateway says. */
export function useCardPayment(facts: CheckoutPageFacts, onExpired: () => void) {
  const pay = usePayCheckout(facts.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [paidTo, setPaidTo] = useState<string | null>(null);
  const form = useForm<CardFields>({
    // The email checkout passed, as Stripe Checkout fills `customer_email`; the buyer may change it.
    initialValues: { email: facts.customerEmail, number: '', expiry: '', cvc: '', name: '' },
    validate: {
      email: (v) =>
        !v.trim()
          ? MSG.emailIncomplete
          : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim())
            ? null
            : MSG.emailInvalid,
      expiry: (v) => (parseExpiry(v) ? null : MSG.expiryIncomplete),
    },
  });

  const submit = (v: CardFields) => {
    setProblem(null);
    const expiry = parseExpiry(v.expiry)!;
    pay.mutate(
      { number: v.number, ...expiry, cvc: v.cvc.trim(), name: v.name.trim() || undefined },
      {
        onSuccess: ({ redirectUrl }) => {
          setPaidTo(redirectUrl);
          window.location.assign(redirectUrl);
        },
        onError: (e) => {
          if (e instanceof ApiError && e.status === 410) onExpired();
          else setProblem(e.message);
        },
      },
    );
  };

  return { form, submit, problem, paying: pay.isPending, paid: paidTo !== null };
}

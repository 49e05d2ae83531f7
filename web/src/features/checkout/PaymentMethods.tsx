import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { ORDER_MSG, PAYMENT_MSG, type PaymentType } from '@pressrun/domain';
import type { ReactNode } from 'react';
import { AddCardButton } from './AddCardButton';
import type { PaymentStep } from './api';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** A balance with its thousands marked ($1,234.56): the summary's sums are never that large. */
export const formatBalance = (cents: number) => dollars.format(cents / 100);

/** A card brand as the provider spells it ('visa') named as people do ('Visa'). */
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** Which payment types the company can submit now: a saved card, and terms that cover the total. */
export function usableMethods(step: PaymentStep): Set<PaymentType> {
  const usable = new Set<PaymentType>(['new_card', 'paypal']);
  if (step.defaultCard) usable.add('default_card');
  // Terms pay what the account credit leaves.
  if (step.termBalance !== null && step.termBalance >= step.credit.toPay) usable.add('term');
  return usable;
}

/** The method chosen when the page opens: the one just paid with, else the saved card if any. */
export function firstMethod(step: PaymentStep, returnedFrom: 'new_card' | 'paypal' | null): PaymentType {
  if (returnedFrom) return returnedFrom;
  return step.defaultCard ? 'default_card' : 'new_card';
}

function Option({
  value,
  label,
  description,
  disabled,
  checked,
  children,
}: {
  value: PaymentType;
  label: string;
  description?: ReactNode;
  disabled?: boolean;
  checked: boolean;
  children?: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid={`payment-${value}`}
      style={checked ? { borderColor: 'var(--mantine-color-navy-6)', borderWidth: 2 } : undefined}
    >
      <Radio value={value} label={label} description={description} disabled={disabled} color="navy" />
      {children && (
        <Stack gap={4} mt={6} pl={32}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The payment types: Default Card (the saved card, or where to add one), New Card (the provider's
 * secure page), Paypal, and Credit Terms for a company that has them. One that cannot pay for this
 * order says why and cannot be chosen.
 */
export function PaymentMethods({
  step,
  value,
  onChange,
  locked,
}: {
  step: PaymentStep;
  value: PaymentType;
  onChange: (v: PaymentType) => void;
  locked: boolean;
}) {
  const usable = usableMethods(step);
  const card = step.defaultCard;
  const sandbox = step.payments.cards === 'sandbox' || step.payments.wallet === 'sandbox';
  const option = (v: PaymentType) => ({ value: v, checked: value === v, disabled: locked || !usable.has(v) });
  return (
    <Radio.Group
      value={value}
      onChange={(v) => onChange(v as PaymentType)}
      label={
        <Title order={2} fz="lg" component="span" display="block">
          Payment method
        </Title>
      }
      labelProps={{ mb: 'sm' }}
    >
      <Stack gap="sm">
        <Option
          {...option('default_card')}
          label="Default Card"
          description={card ? `${brandName(card.brand)} ENDS IN ${card.last4}` : undefined}
        >
          {!card && (
            <>
              <Text fz="sm">{PAYMENT_MSG.noCardOnFile}</Text>
              {!locked && <AddCardButton onAdded={() => onChange('default_card')} />}
            </>
          )}
        </Option>
        <Option
          {...option('new_card')}
          label="New Card"
          description="Pay with a new card on a secure payment page."
        />
        <Option {...option('paypal')} label="Paypal" />
        {step.termBalance !== null && (
          <Option
            {...option('term')}
            label="Credit Terms"
            description={`Balance: ${formatBalance(step.termBalance)}`}
          >
            {!usable.has('term') && (
              <Text fz="sm" c="press.6">
                {ORDER_MSG.termBalanceTooLow}
              </Text>
            )}
          </Option>
        )}
        {sandbox && (
          <Text fz="xs" c="dimmed">
            Test mode: no real money is charged.
          </Text>
        )}
      </Stack>
    </Radio.Group>
  );
}

import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { ApiError } from '../../app/api';
import { CREDIT_MAX, CREDIT_MSG, formatBalance, type StaffCompany, useSetCreditTerms } from './companies-api';

// A type, not an interface: useForm wants a record.
type Values = { balance: number | string };

/** What the server takes: dollars from 0 to 1,000,000 with at most 2 decimals. */
const validBalance = (v: number | string) =>
  typeof v === 'number' && v >= 0 && v <= CREDIT_MAX && Number(v.toFixed(2)) === v;

/**
 * Sets a company's credit balance (what it may still spend on orders paid by terms), or removes
 * its credit terms so the payment step stops offering them.
 */
export function CreditTermsModal({
  company,
  onClose,
}: {
  company: StaffCompany | null;
  onClose: () => void;
}) {
  const setCredit = useSetCreditTerms();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { balance: '' },
    validate: { balance: (v) => (validBalance(v) ? null : CREDIT_MSG) },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when another company is opened
  useEffect(() => {
    if (!company) return;
    setError(null);
    setCredit.reset();
    form.setValues({ balance: company.termBalance === null ? '' : company.termBalance / 100 });
    form.clearErrors();
  }, [company?.id]);

  const save = (balance: number | null) => {
    if (!company) return;
    setError(null);
    setCredit.mutate(
      { id: company.id, balance },
      {
        onSuccess: onClose,
        onError: (e) => {
          const field = e instanceof ApiError ? e.fields.balance : undefined;
          if (field) form.setFieldError('balance', field);
          else setError(e.message);
        },
      },
    );
  };
  const submit = form.onSubmit((values) => save(values.balance as number));
  const pending = (removing: boolean) =>
    setCredit.isPending && (setCredit.variables?.balance === null) === removing;

  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title={`Credit terms · ${company?.name ?? ''}`}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            {company?.termBalance == null
              ? `This company has no credit terms${company?.termStatus ? ` (application: ${company.termStatus})` : ''}.`
              : `Current balance: ${formatBalance(company.termBalance)}${
                  company.termLimit === null ? '' : ` of a ${formatBalance(company.termLimit)} limit`
                }`}
          </Text>
          <Text fz="xs" c="dimmed">
            Saving approves the terms; the limit becomes this balance plus what unpaid term orders owe.
          </Text>
          <NumberInput
            label="Credit balance (USD)"
            withAsterisk
            prefix="$"
            thousandSeparator=","
            decimalScale={2}
            allowNegative={false}
            max={CREDIT_MAX}
            clampBehavior="none"
            inputMode="decimal"
            data-autofocus
            {...form.getInputProps('balance')}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              color="press"
              disabled={company?.termBalance == null || setCredit.isPending}
              loading={pending(true)}
              onClick={() => save(null)}
            >
              Remove credit terms
            </Button>
            <Button type="submit" loading={pending(false)} disabled={setCredit.isPending && !pending(false)}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Alert, Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PROMO_USES_MAX, type PromoCodeView, promoCodeFormSchema } from '@pressrun/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { ApiError } from '../../app/api';
import { useEditPromoCode } from './api';

const editSchema = promoCodeFormSchema.pick({ percent: true, usesLeft: true });

// A type, not an interface: the zod resolver wants a record.
type Values = {
  percent: number | string;
  usesLeft: number | string;
};

/** Changes a code's percent and uses; the code itself stays as customers know it. */
export function EditPromoCodeModal({ promo, onClose }: { promo: PromoCodeView | null; onClose: () => void }) {
  const edit = useEditPromoCode();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { percent: '', usesLeft: '' },
    validate: zod4Resolver(editSchema),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when another code is opened
  useEffect(() => {
    if (!promo) return;
    setError(null);
    form.setValues({ percent: promo.percent, usesLeft: promo.usesLeft });
    form.clearErrors();
  }, [promo?.id]);

  const submit = form.onSubmit((values) => {
    if (!promo) return;
    setError(null);
    edit.mutate(
      { id: promo.id, ...editSchema.parse(values) },
      {
        onSuccess: onClose,
        onError: (e) => {
          const fields = e instanceof ApiError ? e.fields : {};
          const known = Object.keys(fields).filter((k) => k in form.values);
          if (known.length) form.setErrors(Object.fromEntries(known.map((k) => [k, fields[k]])));
          else setError(e.message);
        },
      },
    );
  });

  return (
    <Modal opened={promo !== null} onClose={onClose} title={`Edit ${promo?.code ?? ''}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NumberInput
            label="Percent off"
            withAsterisk
            allowDecimal={false}
            allowNegative={false}
            suffix="%"
            data-autofocus
            {...form.getInputProps('percent')}
          />
          <NumberInput
            label="Uses left"
            withAsterisk
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            max={PROMO_USES_MAX}
            clampBehavior="none"
            {...form.getInputProps('usesLeft')}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

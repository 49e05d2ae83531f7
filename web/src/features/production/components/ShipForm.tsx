import { Alert, Button, Grid, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TRACKING_CARRIERS, type TrackingCarrier, trackingCarrierOf } from '@pressrun/domain';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import type { useShipOrder } from '../api';

/** How staff read a tracking carrier. */
export const CARRIER_LABEL: Record<TrackingCarrier, string> = { USPS: 'USPS', DhlEcs: 'DHL eCommerce' };

const TRACKING_MAX = 64;
const TRACKING_MSG = `Enter a tracking number of 1 to ${TRACKING_MAX} letters and digits.`;
/** Carriers print numbers in groups ('9400 1118 …'): the spaces are not part of it. */
const tidy = (v: string) => v.replace(/\s+/g, '');

// A type, not an interface: useForm wants a record.
type Values = { carrier: TrackingCarrier; trackingNumber: string };

/**
 * Ships an order that is in production: the carrier (the one the order was quoted with, unless
 * staff pick the other) and the tracking number. The order moves to Order Shipped and the
 * customer gets a mail with the tracking link.
 */
export function ShipForm({
  orderCarrier,
  ship,
  onShipped,
}: {
  orderCarrier: string;
  /** Held by the parent: this form goes once the order ships, and the answer must still land. */
  ship: ReturnType<typeof useShipOrder>;
  onShipped: (carrier: TrackingCarrier, trackingNumber: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { carrier: trackingCarrierOf(orderCarrier), trackingNumber: '' },
    validate: {
      trackingNumber: (v) =>
        new RegExp(`^[A-Za-z0-9]{1,${TRACKING_MAX}}$`).test(tidy(v)) ? null : TRACKING_MSG,
    },
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    const shipment = { carrier: values.carrier, trackingNumber: tidy(values.trackingNumber) };
    ship.mutate(shipment, {
      onSuccess: () => onShipped(shipment.carrier, shipment.trackingNumber),
      onError: (e) => {
        const fields = e instanceof ApiError ? e.fields : {};
        const known = Object.keys(fields).filter((k) => k in form.values);
        if (known.length) form.setErrors(Object.fromEntries(known.map((k) => [k, fields[k]])));
        else setError(e.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ship-title">
      <Grid gutter="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Carrier"
            allowDeselect={false}
            data={TRACKING_CARRIERS.map((c) => ({ value: c, label: CARRIER_LABEL[c] }))}
            {...form.getInputProps('carrier')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label="Tracking number"
            withAsterisk
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('trackingNumber')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }} pt={{ base: 'xs', sm: 30 }}>
          <Button
            type="submit"
            fullWidth
            color="teal.9"
            loading={ship.isPending}
            leftSection={<IconTruckDelivery size={18} aria-hidden />}
          >
            Mark as shipped
          </Button>
        </Grid.Col>
      </Grid>
      {error && (
        <Alert color="press" role="alert" mt="sm">
          {error}
        </Alert>
      )}
    </form>
  );
}

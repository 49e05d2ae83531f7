import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/PageStates';
import type { CheckoutError, Wait } from './useSubmitPayment';

const WAIT_TEXT: Record<NonNullable<Wait>, string> = {
  placing: 'Placing your order…',
  card: 'Opening the secure payment page…',
  paypal: 'Opening Paypal…',
};

/**
 * Submit Order (or the way on to the card page or PayPal): what went wrong above it, and while
 * the request runs the button waits and says what for.
 */
export function SubmitOrder({
  label,
  wait,
  error,
  disabled,
  onSubmit,
}: {
  label: string;
  wait: Wait;
  error: CheckoutError | null;
  disabled: boolean;
  onSubmit: () => void;
}) {
  return (
    <>
      {error && !wait && (
        <ErrorAlert mt="md">
          <Text fz="sm">{error.message}</Text>
          {error.code === 'no_card' && (
            <Anchor component={Link} to="/dashboard/billing" fz="sm" underline="always">
              Add a card
            </Anchor>
          )}
        </ErrorAlert>
      )}
      <Button
        fullWidth
        mt="md"
        color="press.5"
        loading={wait !== null}
        disabled={disabled}
        onClick={onSubmit}
      >
        {label}
      </Button>
      <Text fz="sm" c="dimmed" ta="center" mt={6} role="status" data-testid="checkout-wait">
        {wait ? WAIT_TEXT[wait] : ''}
      </Text>
    </>
  );
}

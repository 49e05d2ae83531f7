import { Anchor, Button, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/PageStates';
import { StickyTotalBar } from './StickyTotalBar';
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
  total,
}: {
  label: string;
  wait: Wait;
  error: CheckoutError | null;
  disabled: boolean;
  onSubmit: () => void;
  /** cents, for the phone's bar; null while unknown */
  total: number | null;
}) {
  const alert = useRef<HTMLDivElement>(null);
  // On a phone the button is in the bar at the bottom: bring what went wrong into view.
  useEffect(() => {
    if (error && !wait && !window.matchMedia('(min-width: 62em)').matches)
      alert.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [error, wait]);
  const button = (wide: boolean) => (
    <Button
      fullWidth
      mt={wide ? 'md' : 0}
      color="press.5"
      loading={wait !== null}
      disabled={disabled}
      onClick={onSubmit}
      visibleFrom={wide ? 'md' : undefined}
    >
      {label}
    </Button>
  );
  return (
    <>
      {error && !wait && (
        <div ref={alert}>
          <ErrorAlert mt="md">
            <Text fz="sm">{error.message}</Text>
            {error.code === 'no_card' && (
              <Anchor component={Link} to="/dashboard/billing" fz="sm" underline="always">
                Add a card
              </Anchor>
            )}
          </ErrorAlert>
        </div>
      )}
      {button(true)}
      <Text fz="sm" c="dimmed" ta="center" mt={6} role="status" data-testid="checkout-wait">
        {wait ? WAIT_TEXT[wait] : ''}
      </Text>
      <StickyTotalBar total={total}>{button(false)}</StickyTotalBar>
    </>
  );
}

import { Stepper } from '@mantine/core';
import classes from './StepIndicator.module.css';

const STEPS = ['Shipping', 'Payment', 'Confirmation'] as const;

/** The three ordering steps, on one line at any width; the current one is announced as the current step. */
export function StepIndicator({ active }: { active: 0 | 1 | 2 }) {
  return (
    <nav aria-label="Order steps">
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={false}
        color="navy"
        wrap={false}
        classNames={classes}
      >
        {STEPS.map((label, i) => (
          <Stepper.Step
            key={label}
            label={label}
            // aria-current announces where the buyer is; an aria-label would hide the visible
            // number and label from voice control, which names a button by what it shows.
            aria-current={i === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}

import { Stepper, Text } from '@mantine/core';
import classes from './WizardSteps.module.css';

export const WIZARD_STEPS = ['Name', 'Stores', 'Units', 'Company', 'Done'] as const;

/**
 * Where the wizard stands: five steps, the current one announced as the current step. On a phone
 * the labels would crowd each other, so only the dots show there, with 'Step 2 of 5: Stores' above.
 */
export function WizardSteps({ active }: { active: number }) {
  return (
    <nav aria-label="Integration request steps">
      <Text fz="sm" c="dimmed" hiddenFrom="sm" mb={6} aria-hidden>
        Step {active + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[active]}
      </Text>
      <Stepper
        active={active}
        size="sm"
        color="navy"
        allowNextStepsSelect={false}
        classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
      >
        {WIZARD_STEPS.map((label, i) => (
          <Stepper.Step
            key={label}
            label={label}
            // aria-current announces the step; an aria-label would not contain the visible text.
            aria-current={i === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}

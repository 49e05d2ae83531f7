import { Checkbox, Group, Text } from '@mantine/core';
import type { Ref } from 'react';
import { WIZARD_STORES } from './api';
import { WizardSlide } from './WizardSlide';

/** Slide 2: the stores to connect, one card each. */
export function StoresSlide({
  value,
  onChange,
  headingRef,
  onBack,
  onNext,
}: {
  value: string[];
  onChange: (stores: string[]) => void;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <WizardSlide
      heading="Which stores do you sell on?"
      intro="Choose every store you want to connect."
      headingRef={headingRef}
      onBack={onBack}
      onNext={onNext}
    >
      <Checkbox.Group label="Stores" value={value} onChange={onChange}>
        <Group gap="md" mt="xs">
          {WIZARD_STORES.map((s) => (
            <Checkbox.Card key={s.value} value={s.value} radius="md" p="md" w={{ base: '100%', xs: 200 }}>
              <Group gap="sm" wrap="nowrap">
                <Checkbox.Indicator />
                <Text fw={600}>{s.label}</Text>
              </Group>
            </Checkbox.Card>
          ))}
        </Group>
      </Checkbox.Group>
    </WizardSlide>
  );
}

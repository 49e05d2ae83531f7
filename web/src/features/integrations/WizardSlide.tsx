import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { FormEvent, ReactNode, Ref } from 'react';

/**
 * One slide of the wizard: a form (Enter moves on, as the button does), its heading (focused when
 * the slide comes, so a screen reader hears where it is), and Back beside the way forward.
 */
export function WizardSlide({
  heading,
  headingRef,
  intro,
  children,
  onBack,
  onNext,
  nextLabel = 'Next',
}: {
  heading: string;
  headingRef: Ref<HTMLHeadingElement>;
  intro?: ReactNode;
  children: ReactNode;
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onNext();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="wizard-slide-heading">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title
            order={2}
            fz={{ base: 20, sm: 24 }}
            id="wizard-slide-heading"
            ref={headingRef}
            tabIndex={-1}
            style={{ outlineOffset: 4 }}
          >
            {heading}
          </Title>
          {intro && (
            <Text c="dimmed" fz="sm">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
        <Group justify={onBack ? 'space-between' : 'flex-end'} gap="sm">
          {onBack && (
            <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft size={16} aria-hidden />}>
              Back
            </Button>
          )}
          <Button
            type="submit"
            color="press.5"
            rightSection={nextLabel === 'Next' ? <IconArrowRight size={16} aria-hidden /> : undefined}
          >
            {nextLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

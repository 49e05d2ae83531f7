import { Card, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { COMPANY_NAME } from '../../components/site';
import { TEXT_MAX } from './api';
import { CompanySlide } from './CompanySlide';
import { StoresSlide } from './StoresSlide';
import { SubmittedSlide } from './SubmittedSlide';
import { LAST_SLIDE, useIntegrationWizard } from './useIntegrationWizard';
import { WizardIntro } from './WizardIntro';
import { WizardSlide } from './WizardSlide';
import { WizardSteps } from './WizardSteps';

/**
 * /dashboard/stores/integrations: the integration request wizard. Name, then
 * stores, then units, then company and email, then the thanks. Forward on the first three, Back
 * to the slide before; 'Request Keys' goes to the thanks at once, without waiting for the server.
 */
export default function IntegrationWizardPage() {
  const { slide, answers, update, submit, heading, go, send } = useIntegrationWizard();

  useEffect(() => {
    document.title = `Integration request · ${COMPANY_NAME}`;
  }, []);

  return (
    <Stack gap="lg" maw={720}>
      <WizardIntro />
      <WizardSteps active={slide} />
      <Card withBorder radius="lg" padding="lg" component="section" aria-label="Integration request">
        {slide === 0 && (
          <WizardSlide heading="What's your name?" headingRef={heading} onNext={() => go(1)}>
            <TextInput
              label="Name"
              autoComplete="name"
              maxLength={TEXT_MAX}
              value={answers.name}
              onChange={(e) => update({ name: e.currentTarget.value })}
            />
          </WizardSlide>
        )}
        {slide === 1 && (
          <StoresSlide
            value={answers.stores}
            onChange={(stores) => update({ stores })}
            headingRef={heading}
            onBack={() => go(0)}
            onNext={() => go(2)}
          />
        )}
        {slide === 2 && (
          <WizardSlide
            heading="How many units do you expect to sell per month?"
            headingRef={heading}
            onBack={() => go(1)}
            onNext={() => go(3)}
          >
            <TextInput
              label="Expected units sold per month"
              description="An estimate is fine, for example 500."
              maxLength={TEXT_MAX}
              value={answers.budget}
              onChange={(e) => update({ budget: e.currentTarget.value })}
            />
          </WizardSlide>
        )}
        {slide === 3 && (
          <CompanySlide
            value={answers}
            onChange={update}
            headingRef={heading}
            onBack={() => go(2)}
            onSubmit={send}
          />
        )}
        {slide === LAST_SLIDE && (
          <SubmittedSlide
            headingRef={heading}
            pending={submit.isPending}
            error={submit.isError ? submit.error.message : null}
            onRetry={() => submit.mutate(answers)}
            onBack={() => {
              submit.reset();
              go(3);
            }}
          />
        )}
      </Card>
    </Stack>
  );
}

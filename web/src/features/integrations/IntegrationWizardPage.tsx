import { Anchor, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../app/session';
import { COMPANY_NAME } from '../../components/site';
import { type RequestAnswers, TEXT_MAX, useSubmitIntegrationRequest, WIZARD_STORES } from './api';
import { CompanySlide } from './CompanySlide';
import { SubmittedSlide } from './SubmittedSlide';
import { WizardSlide } from './WizardSlide';
import { WizardSteps } from './WizardSteps';

const LAST = 4;

/**
 * /dashboard/stores/integrations: the integration request wizard. Name, then
 * stores, then units, then company and email, then the thanks. Forward on the first three, Back
 * to the slide before; 'Request Keys' goes to the thanks at once, without waiting for the server.
 */
export default function IntegrationWizardPage() {
  const user = useSession().user;
  const [slide, setSlide] = useState(0);
  const [answers, setAnswers] = useState<RequestAnswers>(() => ({
    name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    stores: [],
    budget: '',
    companyName: user?.company_name ?? '',
    email: user?.email ?? '',
    phone: '',
  }));
  const submit = useSubmitIntegrationRequest();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    document.title = `Integration request · ${COMPANY_NAME}`;
  }, []);
  // Each new slide's heading takes the focus (not on arrival: the page's own heading comes first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each slide change, and on the thanks turning into an error
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [slide, submit.isError]);

  const go = (to: number) => {
    moved.current = true;
    setSlide(to);
  };
  const send = () => {
    go(LAST);
    submit.mutate(answers);
  };
  const text = (field: 'name' | 'budget') => (e: React.ChangeEvent<HTMLInputElement>) =>
    setAnswers({ ...answers, [field]: e.currentTarget.value });

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to="/dashboard/stores" fz="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden /> Back to Stores
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Start an Integration
        </Title>
        <Text c="dimmed">Tell us about your store and we send you free API keys to connect it.</Text>
      </Stack>
      <WizardSteps active={slide} />
      <Card withBorder radius="lg" padding="lg" component="section" aria-label="Integration request">
        {slide === 0 && (
          <WizardSlide heading="What's your name?" headingRef={heading} onNext={() => go(1)}>
            <TextInput
              label="Name"
              autoComplete="name"
              maxLength={TEXT_MAX}
              value={answers.name}
              onChange={text('name')}
            />
          </WizardSlide>
        )}
        {slide === 1 && (
          <WizardSlide
            heading="Which stores do you sell on?"
            intro="Choose every store you want to connect."
            headingRef={heading}
            onBack={() => go(0)}
            onNext={() => go(2)}
          >
            <Checkbox.Group
              label="Stores"
              value={answers.stores}
              onChange={(stores) => setAnswers({ ...answers, stores })}
            >
              <Group gap="md" mt="xs">
                {WIZARD_STORES.map((s) => (
                  <Checkbox.Card
                    key={s.value}
                    value={s.value}
                    radius="md"
                    p="md"
                    w={{ base: '100%', xs: 200 }}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <Checkbox.Indicator />
                      <Text fw={600}>{s.label}</Text>
                    </Group>
                  </Checkbox.Card>
                ))}
              </Group>
            </Checkbox.Group>
          </WizardSlide>
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
              onChange={text('budget')}
            />
          </WizardSlide>
        )}
        {slide === 3 && (
          <CompanySlide
            value={answers}
            onChange={(c) => setAnswers({ ...answers, ...c })}
            headingRef={heading}
            onBack={() => go(2)}
            onSubmit={send}
          />
        )}
        {slide === LAST && (
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

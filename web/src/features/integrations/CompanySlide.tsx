import { Stack, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useRef, useState } from 'react';
import { PHONE_MAX, type RequestAnswers, TEXT_MAX } from './api';
import { WizardSlide } from './WizardSlide';

/** The same test the email input applies; the server checks more strictly and says so on the last slide. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const COMPANY_MSG = {
  companyName: 'Company Name is required.',
  email: 'Please enter a valid email address.',
};

type Company = Pick<RequestAnswers, 'companyName' | 'email' | 'phone'>;

/**
 * Slide 4: where the keys go. Company and email are required; the fields say
 * what is wrong only after 'Request Keys' is tried, and the first wrong one takes the focus.
 */
export function CompanySlide({
  value,
  onChange,
  headingRef,
  onBack,
  onSubmit,
}: {
  value: Company;
  onChange: (next: Company) => void;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const [tried, setTried] = useState(false);
  const companyRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const errors = {
    companyName: value.companyName.trim() ? null : COMPANY_MSG.companyName,
    email: EMAIL.test(value.email.trim()) ? null : COMPANY_MSG.email,
  };
  const submit = () => {
    setTried(true);
    if (errors.companyName) companyRef.current?.focus();
    else if (errors.email) emailRef.current?.focus();
    else onSubmit();
  };
  const set = (field: keyof Company) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [field]: e.currentTarget.value });

  return (
    <WizardSlide
      heading="Where should we send your API keys?"
      intro="We send the keys to this email within 24 hours."
      headingRef={headingRef}
      onBack={onBack}
      onNext={submit}
      nextLabel="Request Keys"
    >
      <Stack gap="md">
        <TextInput
          ref={companyRef}
          label="Company Name"
          required
          autoComplete="organization"
          maxLength={TEXT_MAX}
          value={value.companyName}
          onChange={set('companyName')}
          error={tried && errors.companyName}
        />
        <TextInput
          ref={emailRef}
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={TEXT_MAX}
          value={value.email}
          onChange={set('email')}
          error={tried && errors.email}
        />
        <TextInput
          label="Phone"
          description="Optional"
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX}
          value={value.phone}
          onChange={set('phone')}
        />
      </Stack>
    </WizardSlide>
  );
}

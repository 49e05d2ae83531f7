import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../app/session';
import { type RequestAnswers, useSubmitIntegrationRequest } from './api';

export const LAST_SLIDE = 4;

/**
 * The wizard's state: the answers (filled from the signed-in user), the slide shown, and the
 * request. 'Request Keys' goes to the thanks at once, without waiting for the server.
 */
export function useIntegrationWizard() {
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
    go(LAST_SLIDE);
    submit.mutate(answers);
  };
  const update = (change: Partial<RequestAnswers>) => setAnswers({ ...answers, ...change });

  return { slide, answers, update, submit, heading, go, send };
}

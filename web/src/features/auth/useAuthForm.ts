import type { FormErrors } from '@pressrun/domain';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useHydrating } from '../../app/hydrating';

/**
 * The account pages' form (sign-in, registration, forgotten and new password): text fields checked
 * by the domain's zod-free checks (`checkLoginForm` …, which give the zod schemas' messages, so no
 * page loads zod). As these pages have always behaved: nothing is checked while typing; a submit
 * checks every field and shows each field's first message (and only a form without any is handed
 * on); typing into a field clears its message.
 *
 * The pages arrive rendered by the server, so a quick visitor can type before the page is live:
 * once it is, what the fields hold is taken in (not wiped), and until then the submit button waits
 * (`ready`), so the browser never sends the form by itself (`formProps`: posted, never in a URL).
 */
export function useAuthForm<T extends Record<string, string>>(
  check: (values: T) => FormErrors<T>,
  initialValues: T,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const ref = useRef<HTMLFormElement>(null);
  const ready = !useHydrating();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page has become live
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const name of Object.keys(initialValues)) {
      const input = ref.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value !== initialValues[name]) typed[name] = input.value;
    }
    if (Object.keys(typed).length) setValues((v) => ({ ...v, ...typed }));
  }, []);

  const setFieldError = useCallback((field: keyof T & string, message: string) => {
    setErrors((e) => ({ ...e, [field]: message }));
  }, []);

  /** The props of one field: its value, its message, and what typing does. */
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => {
        if (!(name in e)) return e;
        const { [name]: _cleared, ...rest } = e;
        return rest as FormErrors<T>;
      });
    },
  });

  const onSubmit = (handle: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length === 0) handle(values);
  };

  /** Back to the first values, without messages (a form that was sent and is offered again). */
  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  const formProps = { ref, method: 'post', noValidate: true } as const;
  return { values, errors, field, onSubmit, setFieldError, setErrors, reset, ready, formProps };
}

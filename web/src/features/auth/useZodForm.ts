import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useHydrating } from '../../app/hydrating';

/** What a form needs of a zod schema (the domain's schemas are zod's). */
export interface FormSchema {
  safeParse(values: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The schema's complaints about `values`: the first message for each field (none when they pass). */
export function firstErrors<T>(schema: FormSchema, values: T): FieldErrors<T> {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const field = issue.path.map(String).join('.');
    found[field] ??= issue.message;
  }
  return found as FieldErrors<T>;
}

/**
 * A small form of text fields checked by a domain schema, as the account pages have always
 * behaved: nothing is checked while typing; a submit checks every field and shows each field's first
 * message (and only a form without any is handed on); typing into a field clears its message.
 *
 * The pages arrive rendered by the server, so a quick visitor can type before the page is live:
 * once it is, what the fields hold is taken in (not wiped), and until then the submit button waits
 * (`ready`), so the browser never sends the form by itself (`formProps`: posted, never in a URL).
 */
export function useZodForm<T extends Record<string, string>>(schema: FormSchema, initialValues: T) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
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
        return rest as FieldErrors<T>;
      });
    },
  });

  const onSubmit = (handle: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = firstErrors(schema, values);
    setErrors(found);
    if (Object.keys(found).length === 0) handle(values);
  };

  const formProps = { ref, method: 'post', noValidate: true } as const;
  return { values, errors, field, onSubmit, setFieldError, setErrors, ready, formProps };
}

import { Alert, Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, type FaqInput } from './api';

const count = new Intl.NumberFormat('en-US');

/** The server's own checks and words (server/src/modules/faqs/messages.ts), so nothing is sent to be refused. */
const validate = {
  question: (v: string) =>
    !v.trim()
      ? 'Please enter a question.'
      : v.trim().length > FAQ_QUESTION_MAX
        ? `A question may be at most ${FAQ_QUESTION_MAX} characters.`
        : null,
  answer: (v: string) =>
    !v.trim()
      ? 'Please enter an answer.'
      : v.trim().length > FAQ_ANSWER_MAX
        ? `An answer may be at most ${count.format(FAQ_ANSWER_MAX)} characters.`
        : null,
};

/**
 * An entry's question, answer and whether it shows on the Support page; used to add one and to
 * edit one. What the server still refuses shows under its field, anything else above the buttons.
 */
export function FaqForm({
  initial = { question: '', answer: '', published: true },
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  idPrefix,
}: {
  initial?: FaqInput;
  submitLabel: string;
  pending: boolean;
  /** Resolves when saved (the form then empties if it was a new entry); rejects with the server's refusal. */
  onSubmit: (values: FaqInput) => Promise<unknown>;
  onCancel?: () => void;
  /** Keeps the ids of two forms on one page apart. */
  idPrefix: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FaqInput>({ initialValues: initial, validate });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit({ ...values, question: values.question.trim(), answer: values.answer.trim() });
      if (!onCancel) form.reset();
    } catch (e) {
      const fields = e instanceof ApiError ? e.fields : {};
      const known = Object.keys(fields).filter((k) => k in form.values);
      if (known.length) form.setErrors(Object.fromEntries(known.map((k) => [k, fields[k]])));
      else setError(e instanceof Error ? e.message : String(e));
    }
  });

  const length = (v: string, max: number) =>
    `${count.format(v.trim().length)} of ${count.format(max)} characters`;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          id={`${idPrefix}-question`}
          label="Question"
          withAsterisk
          autoComplete="off"
          autosize
          minRows={1}
          maxRows={5}
          description={length(form.values.question, FAQ_QUESTION_MAX)}
          data-autofocus
          {...form.getInputProps('question')}
        />
        <Textarea
          id={`${idPrefix}-answer`}
          label="Answer"
          withAsterisk
          autosize
          minRows={4}
          maxRows={14}
          description={`Plain text; a blank line starts a new paragraph. ${length(form.values.answer, FAQ_ANSWER_MAX)}`}
          {...form.getInputProps('answer')}
        />
        <Checkbox
          id={`${idPrefix}-published`}
          label="Published: show it on the Support page"
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        {error && (
          <Alert color="press" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import classes from './ui.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** the field's message: announced when it appears, and the field points at it */
  error?: ReactNode;
  description?: ReactNode;
  /** something inside the input's right end (the password field's Show button) */
  rightSection?: ReactNode;
}

/** A labelled text input with its error below, in the app's look, without Mantine. */
export function TextField({
  label,
  error,
  description,
  rightSection,
  id,
  required,
  className,
  ...input
}: TextFieldProps) {
  const own = useId();
  const inputId = id ?? own;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[classes.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      {description && (
        <p id={descriptionId} className={classes.description}>
          {description}
        </p>
      )}
      <div className={classes.control}>
        <input
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={classes.input}
          data-error={error ? true : undefined}
          {...input}
        />
        {rightSection}
      </div>
      {error && (
        <p id={errorId} role="alert" className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      rightSection={
        <button
          type="button"
          className={classes.reveal}
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}

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

/** Mantine's eye marks, so the field looks as it does inside the app. */
const EYE =
  'M7.5 11C4.80285 11 2.52952 9.62184 1.09622 7.50001C2.52952 5.37816 4.80285 4 7.5 4C10.1971 4 12.4705 5.37816 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11ZM7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C1.65639 10.2936 4.30786 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C13.3436 4.70638 10.6921 3 7.5 3ZM7.5 9.5C8.60457 9.5 9.5 8.60457 9.5 7.5C9.5 6.39543 8.60457 5.5 7.5 5.5C6.39543 5.5 5.5 6.39543 5.5 7.5C5.5 8.60457 6.39543 9.5 7.5 9.5Z';
const EYE_CLOSED =
  'M13.3536 2.35355C13.5488 2.15829 13.5488 1.84171 13.3536 1.64645C13.1583 1.45118 12.8417 1.45118 12.6464 1.64645L10.6828 3.61012C9.70652 3.21671 8.63759 3 7.5 3C4.30786 3 1.65639 4.70638 0.0760002 7.23501C-0.0253338 7.39715 -0.0253334 7.60288 0.0760014 7.76501C0.902945 9.08812 2.02314 10.1861 3.36061 10.9323L1.64645 12.6464C1.45118 12.8417 1.45118 13.1583 1.64645 13.3536C1.84171 13.5488 2.15829 13.5488 2.35355 13.3536L4.31723 11.3899C5.29348 11.7833 6.36241 12 7.5 12C10.6921 12 13.3436 10.2936 14.924 7.76501C15.0253 7.60288 15.0253 7.39715 14.924 7.23501C14.0971 5.9119 12.9769 4.81391 11.6394 4.06771L13.3536 2.35355ZM9.90428 4.38861C9.15332 4.1361 8.34759 4 7.5 4C4.80285 4 2.52952 5.37816 1.09622 7.50001C1.87284 8.6497 2.89609 9.58106 4.09974 10.1931L9.90428 4.38861ZM5.09572 10.6114L10.9003 4.80685C12.1039 5.41894 13.1272 6.35031 13.9038 7.50001C12.4705 9.62183 10.1971 11 7.5 11C6.65241 11 5.84668 10.8639 5.09572 10.6114Z';

/**
 * A password field with an eye that shows or hides what was typed. As in Mantine's, the eye is for
 * the pointer only (out of the tab order and hidden from assistive technology): the field keeps its
 * one accessible name, 'Password', and the keyboard goes from field to field.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      className={[classes.password, props.className].filter(Boolean).join(' ')}
      rightSection={
        <button
          type="button"
          className={classes.reveal}
          tabIndex={-1}
          aria-hidden
          // Keeps the focus (and the caret) in the field.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setShown((s) => !s)}
        >
          <svg viewBox="0 0 15 15" width="15" height="15" aria-hidden="true">
            <path d={shown ? EYE_CLOSED : EYE} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </button>
      }
    />
  );
}

import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import classes from './FormAlert.module.css';

/** The form-level message of an account page: an error, or a success the user must read. */
export function FormAlert({ kind, children }: { kind: 'error' | 'success'; children: string | null }) {
  if (!children) return null;
  const error = kind === 'error';
  const Icon = error ? IconAlertCircle : IconCircleCheck;
  return (
    <div role={error ? 'alert' : 'status'} className={classes.alert} data-kind={kind}>
      <span className={classes.icon}>
        <Icon size={18} aria-hidden />
      </span>
      <div className={classes.message}>{children}</div>
    </div>
  );
}

import { MSG } from '@pressrun/domain';
import { IconInfoCircle, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { ApiError, post } from '../../../app/api';
import { Button } from '../../../components/ui/Button';
import classes from './VerifyEmailDialog.module.css';

/**
 * 'Please check your mail box to verify your email address', with a resend, told to a signed-in
 * user whose email is not verified yet when they start designing. A native dialog, so the public
 * page shows it without the app's popup library.
 */
export function VerifyEmailDialog({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const resend = useMutation({
    mutationFn: () => post<{ message: string }>('/api/auth/resend-verification'),
  });
  // A 401 means the session ran out: the app's session-expired dialog says so already.
  const failed = resend.error && !(resend.error instanceof ApiError && resend.error.status === 401);

  return (
    <dialog ref={ref} className={classes.dialog} aria-labelledby={titleId} onClose={onClose}>
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          Verify your email
        </h2>
        <button type="button" className={classes.close} aria-label="Close" onClick={onClose}>
          <IconX size={18} />
        </button>
      </div>
      <div className={classes.body}>
        <div className={classes.notice}>
          <span className={classes.icon}>
            <IconInfoCircle size={22} />
          </span>
          {/* Shrinks and wraps (a long address too) so nothing runs out of the popup on a phone. */}
          <div className={classes.text}>
            <p className={classes.message}>{MSG.unverifiedEmail}</p>
            {email && <p className={classes.small}>We sent the link to {email}.</p>}
            <p className={classes.small} role="status">
              {resend.isSuccess
                ? resend.data?.message || MSG.verificationResent
                : failed
                  ? resend.error instanceof ApiError
                    ? resend.error.message
                    : MSG.somethingWrong
                  : ''}
            </p>
          </div>
        </div>
        <div className={classes.actions}>
          <Button variant="subtle" color="steel" loading={resend.isPending} onClick={() => resend.mutate()}>
            Resend verification email
          </Button>
          <Button onClick={onClose}>OK</Button>
        </div>
      </div>
    </dialog>
  );
}

import { IconArrowRight, IconLayoutDashboard } from '@tabler/icons-react';
import { useSession } from '../app/session';
import classes from './PublicHeaderAccount.module.css';
import { ButtonLink } from './ui/Button';

/** The header's account buttons: Dashboard when signed in, Sign in and Get Started otherwise. */
export function PublicHeaderAccount() {
  const { user, loading } = useSession();
  // Keep the space so the header does not jump when the session answers.
  if (loading) return <span className={classes.placeholder} aria-hidden />;
  if (user)
    return (
      <ButtonLink href="/dashboard/default" color="navy" leftSection={<IconLayoutDashboard size={18} />}>
        Dashboard
      </ButtonLink>
    );
  return (
    <div className={classes.row}>
      <ButtonLink href="/login" variant="subtle" color="navy">
        Sign in
      </ButtonLink>
      <ButtonLink href="/register" color="press" rightSection={<IconArrowRight size={16} />}>
        Get Started
      </ButtonLink>
    </div>
  );
}

/** The same in the slide menu, full width; following one closes the menu. */
export function MenuAccount({ onFollow }: { onFollow: () => void }) {
  const { user, loading } = useSession();
  if (loading) return null;
  if (user)
    return (
      <div className={classes.stack} data-signed-in>
        <p className={classes.who}>Signed in as {user.email}</p>
        <ButtonLink
          href="/dashboard/default"
          onClick={onFollow}
          fullWidth
          size="md"
          leftSection={<IconLayoutDashboard size={18} />}
        >
          Dashboard
        </ButtonLink>
      </div>
    );
  return (
    <div className={classes.stack}>
      <ButtonLink href="/register" onClick={onFollow} color="press" size="md" fullWidth>
        Get Started
      </ButtonLink>
      <ButtonLink href="/login" onClick={onFollow} variant="default" size="md" fullWidth>
        Sign in
      </ButtonLink>
    </div>
  );
}

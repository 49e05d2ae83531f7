import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import classes from './EmptyState.module.css';

/** A friendly empty (or not-found) state with a way onward. */
export function EmptyState({
  icon: IconComponent,
  title,
  children,
  action,
}: {
  icon: Icon;
  title: string;
  children?: ReactNode;
  action?: { label: string; to: string };
}) {
  return (
    <div className={classes.root} data-testid="empty-state">
      <div className={classes.body}>
        <div className={classes.icon}>
          <IconComponent size={32} stroke={1.6} />
        </div>
        <h3 className={classes.title}>{title}</h3>
        {children && <p className={classes.text}>{children}</p>}
        {action && (
          <ButtonLink href={action.to} color="navy" className={classes.action}>
            {action.label}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

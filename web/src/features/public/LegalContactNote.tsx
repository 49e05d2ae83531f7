import { IconMail } from '@tabler/icons-react';
import { SupportEmail } from '../../components/SupportEmail';
import { SUPPORT_HOURS } from '../../components/site';
import classes from './LegalPage.module.css';

/** The closing note under a policy: where to write with questions about it. */
export function LegalContactNote() {
  return (
    <div className={classes.contact}>
      <IconMail size={28} stroke={1.5} color="var(--mantine-color-steel-5)" style={{ flexShrink: 0 }} />
      <p className={classes.contactText}>
        Questions about this policy? Write to <SupportEmail size="sm" fw={600} />. We answer {SUPPORT_HOURS}.
      </p>
    </div>
  );
}

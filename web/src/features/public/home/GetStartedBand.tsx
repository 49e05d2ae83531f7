import { IconArrowRight } from '@tabler/icons-react';
import { useSession } from '../../../app/session';
import { ButtonLink } from '../../../components/ui/Button';
import page from '../page.module.css';
import classes from './home.module.css';

/** The closing call to action before the footer. */
export function GetStartedBand() {
  const { user } = useSession();
  return (
    <section className={classes.section} aria-labelledby="start-title">
      <div className={page.container}>
        <div className={classes.cta}>
          <div className={classes.ctaText}>
            <h2 id="start-title" className={`${page.title} ${classes.ctaTitle}`}>
              Ready for your first press run?
            </h2>
            <p className={classes.ctaLead}>
              Create your account, get your free API key and design your first product template today.
            </p>
          </div>
          <ButtonLink
            href={user ? '/dashboard/default' : '/register'}
            size="lg"
            color="press"
            rightSection={<IconArrowRight size={20} />}
          >
            {user ? 'Go to Dashboard' : 'Get Started'}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

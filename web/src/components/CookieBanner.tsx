import { IconCookie } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SiteLink } from '../app/site-nav';
import classes from './CookieBanner.module.css';
import { COOKIE_CONSENT_KEY, hasConsented } from './site';
import { Button } from './ui/Button';

/**
 * Cookie-consent banner: disappears on Accept and stays gone, also after logout
 * (its key is outside the `pressrun.` prefix that logout clears).
 */
export function CookieBanner() {
  // Not in the HTML the server sends (it cannot know this browser's choice, and every visitor gets
  // the same cached page); the browser shows it once the page is live, if it still has to ask.
  const [state, setState] = useState<'unknown' | 'asking' | 'leaving' | 'gone'>('unknown');
  useEffect(() => setState(hasConsented() ? 'gone' : 'asking'), []);

  const accept = () => {
    try {
      localStorage.setItem(
        COOKIE_CONSENT_KEY,
        JSON.stringify({ accepted: true, at: new Date().toISOString() }),
      );
    } catch {
      // Private mode without storage: hide it for this visit anyway.
    }
    setState('leaving');
  };

  if (state === 'unknown' || state === 'gone') return null;
  return (
    <section
      aria-label="Cookie consent"
      className={classes.banner}
      data-leaving={state === 'leaving' || undefined}
      // Once it has slid away it is taken out of the page (hidden already, should this never fire).
      onTransitionEnd={(e) => {
        if (state === 'leaving' && e.target === e.currentTarget && e.propertyName === 'visibility')
          setState('gone');
      }}
    >
      <div className={classes.message}>
        <span className={classes.icon}>
          <IconCookie size={22} />
        </span>
        <p className={classes.text}>
          We use essential cookies to keep you signed in and your account secure. No advertising trackers.
          Read our{' '}
          <SiteLink href="/cookies" className={classes.policy}>
            Cookie policy
          </SiteLink>
          .
        </p>
      </div>
      <Button color="press" onClick={accept} className={classes.accept}>
        Accept
      </Button>
    </section>
  );
}

import { IconArrowRight, IconCheck, IconLayoutDashboard } from '@tabler/icons-react';
import { HydrateLater } from '../../../app/hydrate-later';
import { useSession } from '../../../app/session';
import { ButtonLink } from '../../../components/ui/Button';
import page from '../page.module.css';
import { HeroIllustration } from './HeroIllustration';
import classes from './home.module.css';

const PROOF = ['Factories on both coasts', 'Fast production turnaround', '2-3 day standard shipping'];

/** The landing hero: print on demand, scalable production and supply chain. */
export function Hero() {
  const { user } = useSession();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={`${page.container} ${classes.heroInner}`}>
        <div className={classes.heroGrid}>
          <div className={classes.heroCopy}>
            <div className={classes.pill}>Print on demand for resellers</div>
            <h1 id="hero-title" className={`${page.title} ${classes.heroTitle}`}>
              Print-on-demand that <span className={classes.accent}>scales</span> with your store
            </h1>
            <p className={classes.heroLead}>
              Scalable print production and supply chain for your brand. We print your designs on mugs,
              drinkware, accessories and home &amp; office goods in factories on both coasts, with fast
              production turnaround and 2-3 day standard shipping.
            </p>
            <div className={classes.heroCtas}>
              {user ? (
                <ButtonLink
                  href="/dashboard/default"
                  size="lg"
                  color="press"
                  leftSection={<IconLayoutDashboard size={20} />}
                >
                  Go to Dashboard
                </ButtonLink>
              ) : (
                <ButtonLink
                  href="/register"
                  size="lg"
                  color="press"
                  rightSection={<IconArrowRight size={20} />}
                >
                  Get Started for free
                </ButtonLink>
              )}
              <ButtonLink href="/catalog" size="lg" variant="default">
                Browse products
              </ButtonLink>
            </div>
            <ul className={classes.proof}>
              {PROOF.map((p) => (
                <li key={p}>
                  <span className={`${page.mark} ${classes.proofMark}`}>
                    <IconCheck size={14} stroke={3} />
                  </span>
                  <span className={classes.proofText}>{p}</span>
                </li>
              ))}
            </ul>
          </div>
          <HydrateLater>
            <div className={classes.heroArt}>
              <HeroIllustration />
            </div>
          </HydrateLater>
        </div>
      </div>
    </section>
  );
}

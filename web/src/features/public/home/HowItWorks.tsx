import page from '../page.module.css';
import classes from './home.module.css';
import { SectionHeading } from './SectionHeading';

const STEPS = [
  {
    title: 'Choose a product',
    text: 'Pick from mugs and drinkware, accessories and home & office goods in the catalogue.',
  },
  {
    title: 'Design a template',
    text: 'Place your artwork in the Custom Builder and check the mockup before anything is printed.',
  },
  {
    title: 'Add to your store or order',
    text: 'Connect your store or order directly. We print, pack and ship to your customer.',
  },
];

/** The three steps from blank product to delivered order (mirrors the templates page explainer). */
export function HowItWorks() {
  return (
    <section className={classes.section} aria-labelledby="how-title">
      <div className={page.container}>
        <SectionHeading
          eyebrow="How it works"
          title={<span id="how-title">From artwork to doorstep in three steps</span>}
        />
        <div className={classes.steps}>
          {STEPS.map((s, i) => (
            <div key={s.title} className={classes.step}>
              <span className={classes.stepNumber}>{i + 1}</span>
              <h3 className={`${page.title} ${classes.stepTitle}`}>{s.title}</h3>
              <p className={classes.copy}>{s.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

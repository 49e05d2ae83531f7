import { IconBuildingFactory2, IconPrinter, IconTruckDelivery } from '@tabler/icons-react';
import page from '../page.module.css';
import classes from './home.module.css';
import { SectionHeading } from './SectionHeading';

const BENEFITS = [
  {
    label: 'Factory',
    title: 'Factories on both coasts',
    text: 'Orders are printed in our East Coast and West Coast facilities, so every parcel starts its trip closer to your customer.',
    icon: IconBuildingFactory2,
    color: 'press',
  },
  {
    label: 'Production',
    title: 'Fast production turnaround',
    text: 'Sublimation printing, quality checks and packing run every business day, from your artwork to a finished product in the box.',
    icon: IconPrinter,
    color: 'steel',
  },
  {
    label: 'Shipping',
    title: '2-3 day standard shipping',
    text: 'Tracked USPS delivery across the US as standard, with expedited and international shipping available at checkout.',
    icon: IconTruckDelivery,
    color: 'navy',
  },
] as const;

/** Factory, Production, Shipping. */
export function Benefits() {
  return (
    <section className={classes.section} aria-labelledby="benefits-title">
      <div className={page.container}>
        <SectionHeading
          eyebrow="Why PressRun"
          title={<span id="benefits-title">Production you can build a business on</span>}
        >
          One partner for printing, packing and delivery, so you can focus on selling.
        </SectionHeading>
        <div className={classes.benefits}>
          {BENEFITS.map((b) => (
            <div key={b.label} className={classes.benefit}>
              <span className={`${page.mark} ${classes.benefitMark}`} data-color={b.color}>
                <b.icon size={28} stroke={1.6} />
              </span>
              <div>
                <p className={classes.label}>{b.label}</p>
                <h3 className={`${page.title} ${classes.benefitTitle}`}>{b.title}</h3>
              </div>
              <p className={classes.copy}>{b.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

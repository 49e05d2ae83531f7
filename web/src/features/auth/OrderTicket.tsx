import { IconCheck, IconMug } from '@tabler/icons-react';
import classes from './AuthLayout.module.css';

const STEPS = ['Created', 'In Production', 'Shipped'];

/** A decorative order card for the side panel: what an order looks like once it is running. */
export function OrderTicket() {
  return (
    <div className={classes.ticket} aria-hidden="true">
      <div className={classes.ticketHead}>
        <p className={classes.ticketNumber}>Order #10482</p>
        <span className={classes.ticketBadge}>In Production</span>
      </div>
      <div className={classes.ticketItem}>
        <span className={classes.ticketMug}>
          <IconMug size={26} />
        </span>
        <div>
          <p className={classes.ticketProduct}>11oz Coffee Mug · White</p>
          <p className={classes.ticketQty}>Qty 24 · ships in 2-3 days</p>
        </div>
      </div>
      <div className={classes.ticketSteps}>
        {STEPS.map((step, i) => (
          <div key={step} className={classes.ticketStep} data-done={i < 2 || undefined}>
            <span className={classes.ticketCheck}>
              <IconCheck size={12} />
            </span>
            <p>{step}</p>
          </div>
        ))}
      </div>
    </div>
  );
}

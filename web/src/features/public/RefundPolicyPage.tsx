import { IconCalendarTime, IconClockHour4, IconReceiptRefund, IconTruckOff } from '@tabler/icons-react';
import { SiteLink } from '../../app/site-nav';
import { SupportEmail } from '../../components/SupportEmail';
import { COMPANY_NAME } from '../../components/site';
import { LegalPage, type LegalSection } from './LegalPage';
import classes from './LegalPage.module.css';
import page from './page.module.css';

/** The refund rules (docs/business-rules.md), as the customer reads them. */
const SECTIONS: LegalSection[] = [
  {
    id: 'what-you-can-claim',
    title: 'What you can claim for',
    content: (
      <>
        <p>You can file a claim when an item from your order is:</p>
        <ul>
          <li>
            <strong>Damaged</strong> — it arrived broken, chipped or with a printing defect;
          </li>
          <li>
            <strong>Wrong</strong> — you received a different product, size or colour than you ordered;
          </li>
          <li>
            <strong>Undelivered</strong> — it has not arrived within 30 days of the estimated delivery date.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'when-to-file',
    title: 'When to file a claim',
    content: (
      <ul>
        <li>
          For damaged or wrong items, file your claim <strong>within 14 business days of delivery</strong>.
        </li>
        <li>
          For lost orders, file your claim <strong>within 30 days after the estimated delivery date</strong>.
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations',
    content: (
      <ul>
        <li>
          <strong>Orders cancelled after 24 hours are not refunded.</strong> Cancel as soon as you can if you
          change your mind.
        </li>
        <li>
          <strong>Items in production are not refundable</strong>, because they are already being printed for
          you.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-make-it-right',
    title: 'How we make it right',
    content: (
      <p>
        For damage, a wrong product or non-delivery within 30 days, we offer a{' '}
        <strong>full refund or a reprint</strong> of the affected items, at no extra cost to you.
      </p>
    ),
  },
  {
    id: 'how-refunds-are-paid',
    title: 'How refunds are paid',
    content: (
      <p>
        A refund goes back <strong>the way you paid</strong>: to the card, to PayPal, or to your credit terms
        balance. When a claim is settled with <strong>credit to your {COMPANY_NAME} account</strong>, that
        credit is taken off your next order at checkout, and whatever it does not cover is paid as usual. The
        part of an order paid with account credit comes back as account credit.
      </p>
    ),
  },
  {
    id: 'how-to-file',
    title: 'How to file a claim',
    content: (
      <ol>
        <li>
          <SiteLink href="/login">Sign in</SiteLink> and open <strong>Orders</strong> in your dashboard.
        </li>
        <li>Open the order and choose to file a claim.</li>
        <li>
          Give the reason, choose the affected items and how many of each, add remarks and up to 5 photos of
          the problem, and the email we should reply to.
        </li>
        <li>
          A representative will contact you at that email. Questions meanwhile: <SupportEmail inherit />.
        </li>
      </ol>
    ),
  },
];

const AT_A_GLANCE = [
  {
    icon: IconCalendarTime,
    value: '14 business days',
    text: 'after delivery to report damaged or wrong items',
  },
  { icon: IconTruckOff, value: '30 days', text: 'after the estimated delivery date to report a lost order' },
  { icon: IconClockHour4, value: '24 hours', text: 'to cancel an order and still be refunded' },
  { icon: IconReceiptRefund, value: 'Refund or reprint', text: 'refunds go back the way you paid' },
];

function AtAGlance() {
  return (
    <ul className={classes.glance} aria-label="Refund policy at a glance">
      {AT_A_GLANCE.map((f) => (
        <li key={f.value} className={classes.glanceCard}>
          <span className={page.mark}>
            <f.icon size={22} stroke={1.7} />
          </span>
          <div>
            <p className={classes.glanceValue}>{f.value}</p>
            <p className={classes.glanceText}>{f.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The public refund policy page. */
export default function RefundPolicyPage() {
  return (
    <LegalPage
      title="Refund policy"
      intro="When you can claim a refund or a reprint, how long you have to file, and how we pay you back. We print every order on demand, so a few rules protect work already in production."
      aside={<AtAGlance />}
      sections={SECTIONS}
    />
  );
}

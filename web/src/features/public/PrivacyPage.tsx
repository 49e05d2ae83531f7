import { SiteLink } from '../../app/site-nav';
import { SupportEmail } from '../../components/SupportEmail';
import { COMPANY_NAME } from '../../components/site';
import { LegalPage, type LegalSection } from './LegalPage';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        {COMPANY_NAME} is a print-on-demand production and fulfilment service for business customers. This
        policy explains what personal information we collect when you use our website, ordering portal and
        API, why we collect it, who we share it with and the choices you have. For information about your
        account and orders we are the controller; for the details of your end customers that you send us to
        ship an order, we act on your behalf as a service provider.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your name or company name, email address and password (stored
            only as a one-way hash), and the company you belong to.
          </li>
          <li>
            <strong>Orders and shipping:</strong> products, quantities, purchase-order references, ship-to
            names and addresses of your customers, your ship-from address, and claims you file with their
            photos and remarks.
          </li>
          <li>
            <strong>Artwork and templates:</strong> the images you upload and the product templates you
            design.
          </li>
          <li>
            <strong>Billing:</strong> card payments are handled by our payment processor; we keep only the
            card brand, the last four digits and the expiry date. For credit terms and tax exemptions we keep
            the documents you upload, such as a resale certificate.
          </li>
          <li>
            <strong>Integration requests and support:</strong> the stores you want to connect, expected sales
            volumes, and what you write to us.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            Sign-in records (time of sign-in and the session), your IP address and browser type, used to keep
            your account secure and to limit repeated failed sign-in attempts.
          </li>
          <li>
            Error reports from the web app, which may include the page address and your email so we can fix
            problems.
          </li>
          <li>
            Cookies needed to keep you signed in; see our <SiteLink href="/cookies">cookie policy</SiteLink>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    content: (
      <ul>
        <li>to create and run your account, and to verify your email address;</li>
        <li>to produce, pack and ship your orders, and to show you their status and tracking;</li>
        <li>to take payment, issue statements, and assess credit terms and tax exemptions;</li>
        <li>to handle claims, refunds and support requests;</li>
        <li>to send service emails such as verification, password reset and order updates;</li>
        <li>to keep the service secure, prevent fraud and abuse, and fix errors;</li>
        <li>to meet our legal, tax and accounting obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>
          We do not sell or rent personal information. We share it only with those who help us provide the
          service:
        </p>
        <ul>
          <li>our production facilities, which print and pack your orders;</li>
          <li>shipping carriers such as USPS and DHL, which need the ship-to name and address to deliver;</li>
          <li>payment processors, which handle card and wallet payments;</li>
          <li>hosting, email and customer-relationship providers that store data or send mail for us;</li>
          <li>authorities, where the law requires it, or to protect our rights and the safety of others.</li>
        </ul>
        <p>These providers may use the information only to perform their service for us.</p>
      </>
    ),
  },
  {
    id: 'your-customers',
    title: "Your customers' information",
    content: (
      <p>
        When you send us an order, you give us your customer's name and address so we can ship it. You are
        responsible for having the right to share that information with us. We use it only to fulfil, ship and
        support that order, and we never market to your customers.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <p>
        We keep account information while your account is open. Order, billing and tax records are kept for as
        long as the law requires, usually seven years. Uploaded artwork stays in your files until you delete
        it or close your account. Sign-in sessions expire on their own and are removed when you sign out.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        Passwords are stored with a strong one-way hash, sessions use signed, HTTP-only cookies with
        protection against cross-site request forgery, and access to your company's files and orders is
        limited to your company's users. No method of transmission or storage is completely secure, but we
        work to protect your information and will notify you of a breach as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    content: (
      <>
        <p>
          You can see and update most of your information in your dashboard. You may also ask us to give you a
          copy of your personal information, correct it, or delete it, subject to the records we must keep by
          law.
        </p>
        <p>
          <strong>California residents</strong> have the right under the California Consumer Privacy Act to
          know what personal information we collect and how we use it, to ask for its deletion or correction,
          and not to be discriminated against for using these rights. We do not sell or share personal
          information for cross-context behavioural advertising.
        </p>
        <p>
          To make a request, email <SupportEmail inherit /> from the address on your account.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        {COMPANY_NAME} is a service for businesses and is not directed at children under 16. We do not
        knowingly collect their personal information.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy as our service changes. The date at the top shows the latest version; if a
        change is significant we will tell you by email or in your dashboard before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions or requests about your privacy: <SupportEmail inherit />.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      intro={`What ${COMPANY_NAME} collects when you use our portal and API, why, and the choices you have. In short: we use your information to run your account and fulfil your orders, and we never sell it.`}
      sections={SECTIONS}
    />
  );
}

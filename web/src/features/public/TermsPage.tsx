import { Link } from 'react-router';
import { SupportEmail } from '../../components/SupportEmail';
import { COMPANY_NAME } from '../../components/site';
import { LegalPage, type LegalSection } from './LegalPage';

/** Terms and conditions, in nine numbered sections. */
const SECTIONS: LegalSection[] = [
  {
    id: 'terms',
    title: '1. Terms',
    content: (
      <>
        <p>
          By accessing the {COMPANY_NAME} website and ordering portal, you agree to be bound by these terms
          and conditions, by all applicable laws and regulations, and you agree that you are responsible for
          compliance with any applicable local laws. If you do not agree with any of these terms, you are
          prohibited from using or accessing this site.
        </p>
        <p>
          If you use {COMPANY_NAME} on behalf of a company, you confirm that you are authorised to accept
          these terms for that company, and "you" means both you and the company.
        </p>
      </>
    ),
  },
  {
    id: 'use-license',
    title: '2. Use License',
    content: (
      <>
        <p>
          Permission is granted to use the {COMPANY_NAME} portal to browse the catalogue, design product
          templates, upload artwork and place orders for your business. This is the grant of a licence, not a
          transfer of title, and under this licence you may not:
        </p>
        <ul>
          <li>modify or copy the site's software, designs or materials except as the portal allows;</li>
          <li>attempt to decompile or reverse engineer any software contained on the site;</li>
          <li>remove any copyright or other proprietary notations from the materials;</li>
          <li>
            use automated means to scrape the catalogue or overload the service, other than through the API
            key issued to you;
          </li>
          <li>
            transfer your account or API key to another person, or "mirror" the materials on any other server.
          </li>
        </ul>
        <p>
          You keep all rights to the artwork you upload. You grant {COMPANY_NAME} a licence to reproduce it
          only to produce mockups, print files and the products you order. You confirm that you own or are
          licensed to use everything you upload and that it infringes no one's rights; we may refuse to print
          content that we believe is unlawful or infringing.
        </p>
        <p>
          This licence ends automatically if you violate any of these restrictions, and may be terminated by{' '}
          {COMPANY_NAME} at any time.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: '3. Disclaimer',
    content: (
      <>
        <p>
          The materials on the {COMPANY_NAME} website are provided on an "as is" basis. {COMPANY_NAME} makes
          no warranties, expressed or implied, and hereby disclaims all other warranties including, without
          limitation, implied warranties of merchantability, fitness for a particular purpose, or
          non-infringement of intellectual property.
        </p>
        <p>
          Mockups and on-screen colours are a guide: printed colours can vary slightly with the material, the
          printing process and your screen. Production and delivery times are estimates, not guarantees.
        </p>
      </>
    ),
  },
  {
    id: 'limitations',
    title: '4. Limitations',
    content: (
      <p>
        In no event shall {COMPANY_NAME} or its suppliers be liable for any damages (including, without
        limitation, damages for loss of data or profit, or due to business interruption) arising out of the
        use or inability to use the materials on the {COMPANY_NAME} website, even if {COMPANY_NAME} or an
        authorised representative has been notified of the possibility of such damage. Our total liability for
        any order is limited to the amount you paid for that order. Remedies for damaged, wrong or undelivered
        items are set out in our <Link to="/refund-policy">refund policy</Link>.
      </p>
    ),
  },
  {
    id: 'revisions',
    title: '5. Revisions and Errata',
    content: (
      <p>
        The materials appearing on the {COMPANY_NAME} website could include technical, typographical or
        photographic errors. {COMPANY_NAME} does not warrant that any of the materials on its website are
        accurate, complete or current. {COMPANY_NAME} may make changes to the materials, products and prices
        on its website at any time without notice; the price shown at checkout is the price you pay for that
        order.
      </p>
    ),
  },
  {
    id: 'links',
    title: '6. Links',
    content: (
      <p>
        {COMPANY_NAME} has not reviewed all of the sites linked to its website and is not responsible for the
        contents of any such linked site. The inclusion of any link does not imply endorsement by{' '}
        {COMPANY_NAME}. Use of any such linked website is at your own risk.
      </p>
    ),
  },
  {
    id: 'modifications',
    title: '7. Site Terms of Use Modifications',
    content: (
      <p>
        {COMPANY_NAME} may revise these terms of use for its website at any time without notice. By using this
        website you agree to be bound by the then current version of these terms and conditions. The date at
        the top of this page shows when they last changed.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: '8. Governing Law',
    content: (
      <p>
        Any claim relating to the {COMPANY_NAME} website shall be governed by the laws of the State of
        California without regard to its conflict of law provisions, and you irrevocably submit to the
        exclusive jurisdiction of the state and federal courts located in California.
      </p>
    ),
  },
  {
    id: 'conclusion',
    title: '9. Conclusion',
    content: (
      <p>
        These terms, together with our <Link to="/privacy">privacy policy</Link>,{' '}
        <Link to="/cookies">cookie policy</Link> and <Link to="/refund-policy">refund policy</Link>, are the
        whole agreement between you and {COMPANY_NAME} about the use of this website. If any part of them is
        found unenforceable, the rest remains in effect. Questions? Write to <SupportEmail inherit />.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms and conditions"
      intro={`The rules for using the ${COMPANY_NAME} website and ordering portal. Please read them before you create an account or place an order.`}
      sections={SECTIONS}
    />
  );
}

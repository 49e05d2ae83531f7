/**
 * The terms and conditions as data: the /terms page and the PDF at /static/terms.pdf are both drawn
 * from these sections, so the two can never say different things.
 */

/** A run of text: plain, a link to one of the site's pages, or the support address (from the configuration). */
export type TermsInline = string | { text: string; href: string } | { supportEmail: true };

/** A block of a section: a paragraph, or a bulleted list whose items are runs too. */
export type TermsBlock = { paragraph: TermsInline[] } | { list: TermsInline[][] };

export interface TermsSection {
  /** The page's anchor (/terms#disclaimer). */
  id: string;
  /** The numbered heading, '1. Terms'. */
  title: string;
  blocks: TermsBlock[];
}

export const TERMS_TITLE = 'Terms and conditions';
/** When the terms last changed; the legal pages show the same date (web/src/components/site.ts). */
export const TERMS_UPDATED = 'November 1, 2025';

export const termsIntro = (company: string) =>
  `The rules for using the ${company} website and ordering portal. Please read them before you create an account or place an order.`;

const p = (...parts: TermsInline[]): TermsBlock => ({ paragraph: parts });
const link = (text: string, href: string): TermsInline => ({ text, href });

/** Where the brand name goes in the sections' text; filled in by `termsSections`. */
const COMPANY = '{company}';

/** The nine numbered sections, the brand name left as `{company}`. */
const SECTIONS: TermsSection[] = [
  {
    id: 'terms',
    title: '1. Terms',
    blocks: [
      p(
        `By accessing the ${COMPANY} website and ordering portal, you agree to be bound by these terms and conditions, by all applicable laws and regulations, and you agree that you are responsible for compliance with any applicable local laws. If you do not agree with any of these terms, you are prohibited from using or accessing this site.`,
      ),
      p(
        `If you use ${COMPANY} on behalf of a company, you confirm that you are authorised to accept these terms for that company, and "you" means both you and the company.`,
      ),
    ],
  },
  {
    id: 'use-license',
    title: '2. Use License',
    blocks: [
      p(
        `Permission is granted to use the ${COMPANY} portal to browse the catalogue, design product templates, upload artwork and place orders for your business. This is the grant of a licence, not a transfer of title, and under this licence you may not:`,
      ),
      {
        list: [
          ["modify or copy the site's software, designs or materials except as the portal allows;"],
          ['attempt to decompile or reverse engineer any software contained on the site;'],
          ['remove any copyright or other proprietary notations from the materials;'],
          [
            'use automated means to scrape the catalogue or overload the service, other than through the API key issued to you;',
          ],
          [
            'transfer your account or API key to another person, or "mirror" the materials on any other server.',
          ],
        ],
      },
      p(
        `You keep all rights to the artwork you upload. You grant ${COMPANY} a licence to reproduce it only to produce mockups, print files and the products you order. You confirm that you own or are licensed to use everything you upload and that it infringes no one's rights; we may refuse to print content that we believe is unlawful or infringing.`,
      ),
      p(
        `This licence ends automatically if you violate any of these restrictions, and may be terminated by ${COMPANY} at any time.`,
      ),
    ],
  },
  {
    id: 'disclaimer',
    title: '3. Disclaimer',
    blocks: [
      p(
        `The materials on the ${COMPANY} website are provided on an "as is" basis. ${COMPANY} makes no warranties, expressed or implied, and hereby disclaims all other warranties including, without limitation, implied warranties of merchantability, fitness for a particular purpose, or non-infringement of intellectual property.`,
      ),
      p(
        'Mockups and on-screen colours are a guide: printed colours can vary slightly with the material, the printing process and your screen. Production and delivery times are estimates, not guarantees.',
      ),
    ],
  },
  {
    id: 'limitations',
    title: '4. Limitations',
    blocks: [
      p(
        `In no event shall ${COMPANY} or its suppliers be liable for any damages (including, without limitation, damages for loss of data or profit, or due to business interruption) arising out of the use or inability to use the materials on the ${COMPANY} website, even if ${COMPANY} or an authorised representative has been notified of the possibility of such damage. Our total liability for any order is limited to the amount you paid for that order. Remedies for damaged, wrong or undelivered items are set out in our `,
        link('refund policy', '/refund-policy'),
        '.',
      ),
    ],
  },
  {
    id: 'revisions',
    title: '5. Revisions and Errata',
    blocks: [
      p(
        `The materials appearing on the ${COMPANY} website could include technical, typographical or photographic errors. ${COMPANY} does not warrant that any of the materials on its website are accurate, complete or current. ${COMPANY} may make changes to the materials, products and prices on its website at any time without notice; the price shown at checkout is the price you pay for that order.`,
      ),
    ],
  },
  {
    id: 'links',
    title: '6. Links',
    blocks: [
      p(
        `${COMPANY} has not reviewed all of the sites linked to its website and is not responsible for the contents of any such linked site. The inclusion of any link does not imply endorsement by ${COMPANY}. Use of any such linked website is at your own risk.`,
      ),
    ],
  },
  {
    id: 'modifications',
    title: '7. Site Terms of Use Modifications',
    blocks: [
      p(
        `${COMPANY} may revise these terms of use for its website at any time without notice. By using this website you agree to be bound by the then current version of these terms and conditions. The date at the top of this page shows when they last changed.`,
      ),
    ],
  },
  {
    id: 'governing-law',
    title: '8. Governing Law',
    blocks: [
      p(
        `Any claim relating to the ${COMPANY} website shall be governed by the laws of the State of California without regard to its conflict of law provisions, and you irrevocably submit to the exclusive jurisdiction of the state and federal courts located in California.`,
      ),
    ],
  },
  {
    id: 'conclusion',
    title: '9. Conclusion',
    blocks: [
      p(
        'These terms, together with our ',
        link('privacy policy', '/privacy'),
        ', ',
        link('cookie policy', '/cookies'),
        ' and ',
        link('refund policy', '/refund-policy'),
        `, are the whole agreement between you and ${COMPANY} about the use of this website. If any part of them is found unenforceable, the rest remains in effect. Questions? Write to `,
        { supportEmail: true },
        '.',
      ),
    ],
  },
];

/** The nine numbered sections, with the brand name the deployment is configured with. */
export function termsSections(company: string): TermsSection[] {
  const fill = (part: TermsInline): TermsInline =>
    typeof part === 'string' ? part.split(COMPANY).join(company) : part;
  return SECTIONS.map((section) => ({
    ...section,
    blocks: section.blocks.map((block) =>
      'paragraph' in block
        ? { paragraph: block.paragraph.map(fill) }
        : { list: block.list.map((item) => item.map(fill)) },
    ),
  }));
}

/** The plain text of a run, with the support address it should show. */
export const inlineText = (part: TermsInline, supportEmail: string) =>
  typeof part === 'string' ? part : 'supportEmail' in part ? supportEmail : part.text;

import { SiteLink } from '../../app/site-nav';
import { SupportEmail } from '../../components/SupportEmail';
import { COMPANY_NAME, COOKIE_CONSENT_KEY } from '../../components/site';
import { LegalPage, type LegalSection } from './LegalPage';
import classes from './LegalPage.module.css';

const HEAD = ['Name', 'Purpose', 'Lasts'] as const;

/** A name / purpose / lifetime table; on phones each row becomes a small labelled card (see CSS). */
function CookieTable({ rows }: { rows: [string, string, string][] }) {
  return (
    <table className={classes.stackTable}>
      <thead>
        <tr>
          {HEAD.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, purpose, lasts]) => (
          <tr key={name}>
            <td data-label={HEAD[0]}>
              <code>{name}</code>
            </td>
            <td data-label={HEAD[1]}>{purpose}</td>
            <td data-label={HEAD[2]}>{lasts}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const SECTIONS: LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What cookies are',
    content: (
      <p>
        Cookies are small text files a website stores in your browser. Similar technologies, such as your
        browser's local storage, keep small pieces of information on your device in the same way. This policy
        covers both.
      </p>
    ),
  },
  {
    id: 'cookies-we-use',
    title: 'Cookies we use',
    content: (
      <>
        <p>
          {COMPANY_NAME} uses only cookies that are needed to sign you in and keep your account safe. We do
          not use advertising cookies, and we do not let third parties track you on our site.
        </p>
        <CookieTable
          rows={[
            ['access', 'Keeps you signed in. Signed and not readable by page scripts.', '15 minutes'],
            [
              'refresh',
              'Renews your sign-in without asking for your password again. Replaced each time it is used.',
              'Up to 30 days, or until you sign out',
            ],
            [
              'csrf',
              'Protects your account from cross-site request forgery: every change you make must carry it.',
              'Your browser session',
            ],
          ]}
        />
        <p>
          On our secure (https) site their names start with <code>__Host-</code>, which tells your browser
          that only this site, over a secure connection, may set them.
        </p>
      </>
    ),
  },
  {
    id: 'local-storage',
    title: 'Local storage',
    content: (
      <CookieTable
        rows={[
          [
            COOKIE_CONSENT_KEY,
            'Remembers that you accepted this policy, so the cookie banner stays hidden.',
            'Until you clear your browser data',
          ],
          [
            'pressrun.*',
            'Work in progress in the portal, such as an unfinished order.',
            'Removed when you sign out',
          ],
        ]}
      />
    ),
  },
  {
    id: 'managing-cookies',
    title: 'Managing cookies',
    content: (
      <>
        <p>
          You can block or delete cookies in your browser's settings. Because the cookies above are needed to
          sign in, blocking them means you can browse the public pages but not use your dashboard, design
          templates or order.
        </p>
        <p>Signing out removes the sign-in cookies and the portal's saved work from your browser.</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        If we ever add a cookie that is not strictly necessary, we will update this page and ask for your
        consent first. How we handle personal information in general is described in our{' '}
        <SiteLink href="/privacy">privacy policy</SiteLink>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions about cookies: <SupportEmail inherit />.
      </p>
    ),
  },
];

export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookie policy"
      intro={`Which cookies ${COMPANY_NAME} sets, why, and how long they last. We use only what is needed to sign you in and keep your account secure.`}
      sections={SECTIONS}
    />
  );
}

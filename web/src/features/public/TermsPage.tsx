import { TERMS_TITLE, type TermsBlock, type TermsInline, termsIntro, termsSections } from '@pressrun/domain';
import { SiteLink } from '../../app/site-nav';
import { SupportEmail } from '../../components/SupportEmail';
import { COMPANY_NAME } from '../../components/site';
import { LegalPage, type LegalSection } from './LegalPage';

function Inline({ part }: { part: TermsInline }) {
  if (typeof part === 'string') return part;
  if ('supportEmail' in part) return <SupportEmail inherit />;
  return <SiteLink href={part.href}>{part.text}</SiteLink>;
}

const runs = (parts: TermsInline[]) =>
  // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, never reordered
  parts.map((part, i) => <Inline key={i} part={part} />);

function Block({ block }: { block: TermsBlock }) {
  if ('paragraph' in block) return <p>{runs(block.paragraph)}</p>;
  return (
    <ul>
      {block.list.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, never reordered
        <li key={i}>{runs(item)}</li>
      ))}
    </ul>
  );
}

/** Terms and conditions, in nine numbered sections: the same text the PDF at /static/terms.pdf prints. */
const SECTIONS: LegalSection[] = termsSections(COMPANY_NAME).map((s) => ({
  id: s.id,
  title: s.title,
  content: (
    <>
      {s.blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, never reordered
        <Block key={i} block={block} />
      ))}
    </>
  ),
}));

export default function TermsPage() {
  return <LegalPage title={TERMS_TITLE} intro={termsIntro(COMPANY_NAME)} sections={SECTIONS} />;
}

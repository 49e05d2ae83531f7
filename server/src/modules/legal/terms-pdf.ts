import {
  inlineText,
  TERMS_TITLE,
  TERMS_UPDATED,
  type TermsInline,
  termsIntro,
  termsSections,
} from '@pressrun/domain';
import PDFDocument from 'pdfkit';
import { type Face, loadFaces, runsOf } from '../../lib/pdf-fonts';

type Doc = InstanceType<typeof PDFDocument>;

export interface TermsPdfFacts {
  companyName: string;
  supportEmail: string;
  /** Where the site's own links (/privacy …) point in the printed copy. */
  publicUrl: string;
}

const NAVY = '#1d3557';
const TEXT = '#2b3442';
const DIM = '#6b7280';
const LINK = '#2f5d80';

/** A piece of a paragraph, bold or a link as it needs. */
type Seg = { text: string; bold?: boolean; link?: string };

/**
 * Writes segments as one flowing block at the current line from x, within width, switching faces
 * where the script needs it (pdfkit wraps continued text across the pieces).
 */
function flow(doc: Doc, segs: Seg[], x: number, width: number, size: number, color: string) {
  const { regular, bold } = loadFaces();
  const pieces = segs.flatMap((s) =>
    runsOf(s.text || ' ', s.bold ? bold : regular).map((r) => ({ ...r, link: s.link })),
  );
  doc.fontSize(size);
  pieces.forEach((p: { face: Face; text: string; link?: string }, i) => {
    doc.font(p.face.name).fillColor(p.link ? LINK : color);
    // Every option is given each time: pdfkit carries a continued call's options into the next.
    const opts = {
      width,
      lineGap: 3,
      continued: i < pieces.length - 1,
      link: p.link ?? null,
      underline: Boolean(p.link),
    };
    if (i === 0) doc.text(p.text, x, doc.y, opts);
    else doc.text(p.text, opts);
  });
}

function segsOf(parts: TermsInline[], f: TermsPdfFacts): Seg[] {
  return parts.map((part) => {
    const text = inlineText(part, f.supportEmail);
    if (typeof part === 'string') return { text };
    if ('supportEmail' in part) return { text, link: `mailto:${f.supportEmail}` };
    return { text, link: new URL(part.href, f.publicUrl).toString() };
  });
}

/**
 * The terms and conditions as a PDF, from the same sections as the /terms page: title, brand,
 * date, the introduction, the numbered sections, and 'Page n of m' at the foot of every page.
 */
export function drawTermsPdf(f: TermsPdfFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 64, left: 64, right: 64, bottom: 72 },
    bufferPages: true,
    info: { Title: `${TERMS_TITLE} - ${f.companyName}`, Author: f.companyName, Subject: TERMS_TITLE },
  });
  for (const face of [...loadFaces().regular, ...loadFaces().bold]) doc.registerFont(face.name, face.bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  flow(doc, [{ text: f.companyName.toUpperCase(), bold: true }], left, width, 9, '#c8553d');
  doc.moveDown(0.4);
  flow(doc, [{ text: TERMS_TITLE, bold: true }], left, width, 24, NAVY);
  doc.moveDown(0.3);
  flow(doc, [{ text: `Last updated ${TERMS_UPDATED}` }], left, width, 10, DIM);
  doc.moveDown(0.8);
  flow(doc, [{ text: termsIntro(f.companyName) }], left, width, 11.5, TEXT);
  doc.moveDown(0.6);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.6)
    .stroke('#d1d5db');
  doc.moveDown(0.6);

  for (const section of termsSections(f.companyName)) {
    // A heading is never left alone at the foot of a page.
    if (doc.y > bottom() - 80) doc.addPage();
    doc.moveDown(0.6);
    flow(doc, [{ text: section.title, bold: true }], left, width, 14, NAVY);
    doc.moveDown(0.35);
    for (const block of section.blocks) {
      if ('paragraph' in block) {
        flow(doc, segsOf(block.paragraph, f), left, width, 10.5, TEXT);
        doc.moveDown(0.55);
        continue;
      }
      for (const item of block.list) {
        if (doc.y > bottom() - 30) doc.addPage();
        const y = doc.y;
        flow(doc, [{ text: '•' }], left + 6, 12, 10.5, LINK);
        doc.y = y;
        flow(doc, segsOf(item, f), left + 20, width - 20, 10.5, TEXT);
        doc.moveDown(0.25);
      }
      doc.moveDown(0.3);
    }
  }

  // The page numbers, once the pages are all known; writing in the margin must not add a page.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 44;
    doc.font(loadFaces().regular[0]!.name).fontSize(8.5).fillColor(DIM);
    doc.text(TERMS_TITLE, left, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }

  doc.end();
  return done;
}

/** Drawn once per process (per brand and address); a failed drawing is tried again next time. */
const drawn = new Map<string, Promise<Buffer>>();

export function termsPdf(f: TermsPdfFacts): Promise<Buffer> {
  const key = JSON.stringify([f.companyName, f.supportEmail, f.publicUrl]);
  let made = drawn.get(key);
  if (!made) {
    made = drawTermsPdf(f).catch((err) => {
      drawn.delete(key);
      throw err;
    });
    drawn.set(key, made);
  }
  return made;
}

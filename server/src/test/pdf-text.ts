import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF, read back with Mozilla's pdf.js, with runs of white space made
 * one space. The tests read what a person would see, so a PDF whose text cannot be extracted fails
 * them (no system poppler needed, nothing skipped when it is missing).
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
    }
    return pages.join('\n').replace(/\s+/g, ' ');
  } finally {
    await doc.destroy();
  }
}

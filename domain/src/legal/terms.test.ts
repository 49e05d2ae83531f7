import { describe, expect, it } from 'vitest';
import { inlineText, termsSections } from './terms';

describe('the terms and conditions', () => {
  const sections = termsSections('Acme Print');
  const text = sections
    .flatMap((s) => s.blocks.flatMap((b) => ('paragraph' in b ? b.paragraph : b.list.flat())))
    .map((part) => inlineText(part, 'help@acme.example'))
    .join('');

  it('has nine numbered sections, each with its own anchor', () => {
    expect(sections.map((s) => s.title)).toEqual([
      '1. Terms',
      '2. Use License',
      '3. Disclaimer',
      '4. Limitations',
      '5. Revisions and Errata',
      '6. Links',
      '7. Site Terms of Use Modifications',
      '8. Governing Law',
      '9. Conclusion',
    ]);
    expect(new Set(sections.map((s) => s.id)).size).toBe(9);
    expect(sections.every((s) => s.blocks.length > 0)).toBe(true);
  });

  it('names the brand it is given and the support address it is given, and no other', () => {
    expect(text).toContain('By accessing the Acme Print website');
    expect(text).toContain('Write to help@acme.example.');
    expect(text).not.toContain('PressRun');
    expect(text).toContain('courts located in California');
  });

  it('links only to the site’s own pages', () => {
    const hrefs = sections.flatMap((s) =>
      s.blocks.flatMap((b) => ('paragraph' in b ? b.paragraph : b.list.flat())),
    );
    for (const part of hrefs)
      if (typeof part === 'object' && 'href' in part) expect(part.href).toMatch(/^\/[a-z-]+$/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIL_MAX_WIDTH, renderMail } from './template';

const base = {
  brand: 'PressRun',
  publicUrl: 'https://portal.example',
  supportEmail: 'support@pressrun.example',
  heading: 'Thank you',
  paragraphs: ['Your order <1> has been received.'],
};

describe('the mail layout', () => {
  it('is fluid: as wide as the screen up to its max width, never a fixed width; images scale', () => {
    const { html } = renderMail({
      ...base,
      items: [
        {
          label: '1 × Mug',
          value: '$9.00',
          image: { url: 'https://portal.example/media/x.png', alt: 'Mug' },
        },
      ],
    });
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain(`max-width:${MAIL_MAX_WIDTH}px`);
    expect(html).not.toMatch(/<table[^>]*\swidth="\d+"/); // no table fixed by its width attribute
    for (const table of html.match(/<table[^>]*>/g)!) expect(table).toContain('width="100%"');
    for (const img of html.match(/<img[^>]*>/g)!) expect(img).toMatch(/max-width:100%;height:auto/);
    expect(html).toContain('img{max-width:100%;height:auto}');
  });

  it('pictures each item by its absolute URL, escaped, and reads as text without pictures', () => {
    const { html, text } = renderMail({
      ...base,
      items: [
        {
          label: '2 × Mug "11oz"',
          value: '$18.00',
          image: { url: 'https://portal.example/media/a.png?x=1&y=2', alt: 'Mug <11oz>' },
        },
        { label: '1 × Tote', value: '$12.00', image: null },
      ],
      rows: [{ label: 'Total', value: '$30.00', strong: true }],
    });
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain(
      '<img src="https://portal.example/media/a.png?x=1&amp;y=2" alt="Mug &lt;11oz&gt;"',
    );
    expect(html).toContain('2 × Mug &quot;11oz&quot;');
    expect(text).toContain('2 × Mug "11oz": $18.00\n1 × Tote: $12.00\n\nTotal: $30.00');
  });

  it('no mail layout in the server has a fixed 560 px (or any fixed) table width', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const sources = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))
      .map((f) => ({ f, src: fs.readFileSync(path.join(root, f), 'utf8') }))
      .filter(({ src }) => /<table/i.test(src));
    expect(sources.map((s) => s.f)).toContain(path.join('providers', 'mail', 'template.ts'));
    for (const { f, src } of sources) {
      expect(src, f).not.toMatch(/<table[^>]*\swidth="\d+"/i);
      expect(src, f).not.toMatch(/<table[^>]*style="[^"]*(?<!max-)width:\s*\d+px/i);
    }
  });
});

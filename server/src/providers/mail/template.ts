/** Branded HTML + text mail. Everything user-provided is escaped. */
export interface MailContent {
  brand: string;
  publicUrl: string;
  supportEmail: string;
  heading: string;
  paragraphs: string[];
  /**
   * Pictured lines after the paragraphs (an order's items): each with its image by absolute URL
   * (one a mail client can fetch: a public file under PUBLIC_URL/media), or none.
   */
  items?: Array<{ label: string; value: string; image: { url: string; alt: string } | null }>;
  /** Label–value rows after the items (an order's totals); a row marked strong is bold. */
  rows?: Array<{ label: string; value: string; strong?: boolean }>;
  action?: { label: string; url: string };
  footnote?: string;
}

/** The widest a mail's card grows; narrower screens get their own width. */
export const MAIL_MAX_WIDTH = 560;

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function renderMail(c: MailContent): { html: string; text: string; links: string[] } {
  const links = c.action ? [c.action.url] : [];
  const button = c.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(c.action.url)}" style="background:#e63946;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:600;display:inline-block">${escapeHtml(c.action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(c.action.url)}" style="color:#457b9d;word-break:break-all">${escapeHtml(c.action.url)}</a></p>`
    : '';
  // Fluid: the card is as wide as the screen up to 560 px (phones get the whole width, never a
  // sideways scroll), and every image shrinks with it. Clients that drop <style> keep the inline
  // max-widths, which do the same.
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<style>img{max-width:100%;height:auto}</style></head>
<body style="margin:0;padding:0;background:#f8f9fa;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#1d3557;-webkit-text-size-adjust:100%">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8f9fa;padding:24px 8px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:${MAIL_MAX_WIDTH}px;background:#ffffff;border-radius:10px;overflow:hidden;border:1px solid #e5e7eb">
<tr><td style="background:#1d3557;padding:18px 24px;color:#ffffff;font-size:20px;font-weight:700">
<span style="display:inline-block;width:14px;height:14px;border-radius:50%;background:#e63946;margin-right:8px;vertical-align:middle"></span>${escapeHtml(c.brand)}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 12px;overflow-wrap:anywhere">${escapeHtml(p)}</p>`).join('\n')}
${itemsHtml(c.items)}
${rowsHtml(c.rows)}
${button}
${c.footnote ? `<p style="font-size:13px;color:#6b7280;margin-top:20px;overflow-wrap:anywhere">${escapeHtml(c.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;background:#f1f3f5;font-size:12px;line-height:1.6;color:#6b7280;overflow-wrap:anywhere">${escapeHtml(c.brand)} · Questions? <a href="mailto:${escapeHtml(c.supportEmail)}" style="color:#457b9d">${escapeHtml(c.supportEmail)}</a> · <a href="${escapeHtml(c.publicUrl)}" style="color:#457b9d">${escapeHtml(c.publicUrl)}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    c.brand,
    '',
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.items?.length ? [...c.items.map((i) => `${i.label}: ${i.value}`), ''] : []),
    ...(c.rows?.length ? [...c.rows.map((r) => `${r.label}: ${r.value}`), ''] : []),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...(c.footnote ? [c.footnote, ''] : []),
    `Questions? ${c.supportEmail}`,
  ].join('\n');
  return { html, text, links };
}

function rowsHtml(rows: MailContent['rows']) {
  if (!rows?.length) return '';
  const cell = 'padding:6px 0;border-bottom:1px solid #e5e7eb;font-size:14px';
  const tr = rows
    .map((r) => {
      const weight = r.strong ? 'font-weight:700;' : '';
      return `<tr><td style="${cell};${weight}overflow-wrap:anywhere">${escapeHtml(r.label)}</td><td align="right" style="${cell};${weight}white-space:nowrap">${escapeHtml(r.value)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px">${tr}</table>`;
}

/** An order's lines with their pictures: a thumbnail, the line, its price. */
function itemsHtml(items: MailContent['items']) {
  if (!items?.length) return '';
  const cell = 'padding:8px 0;border-bottom:1px solid #e5e7eb;font-size:14px;vertical-align:middle';
  const tr = items
    .map((i) => {
      const img = i.image
        ? `<img src="${escapeHtml(i.image.url)}" alt="${escapeHtml(i.image.alt)}" width="${THUMB}" style="display:block;width:${THUMB}px;max-width:100%;height:auto;border:0;border-radius:6px;background:#f1f3f5">`
        : '';
      return `<tr><td width="${THUMB + 12}" style="${cell};width:${THUMB + 12}px">${img}</td><td style="${cell};overflow-wrap:anywhere">${escapeHtml(i.label)}</td><td align="right" style="${cell};padding-left:8px;white-space:nowrap">${escapeHtml(i.value)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 0">${tr}</table>`;
}

/** A line's picture in a mail, in CSS pixels. */
const THUMB = 64;

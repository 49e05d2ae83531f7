/** Branded HTML + text mail. Everything user-provided is escaped. */
export interface MailContent {
  brand: string;
  publicUrl: string;
  supportEmail: string;
  heading: string;
  paragraphs: string[];
  /** Label–value rows after the paragraphs (an order's lines and totals); a row marked strong is bold. */
  rows?: Array<{ label: string; value: string; strong?: boolean }>;
  action?: { label: string; url: string };
  footnote?: string;
}

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
  const html = `<!doctype html><html><body style="margin:0;background:#f8f9fa;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#1d3557">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8f9fa;padding:32px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:10px;overflow:hidden;border:1px solid #e5e7eb">
<tr><td style="background:#1d3557;padding:18px 28px;color:#ffffff;font-size:20px;font-weight:700">
<span style="display:inline-block;width:14px;height:14px;border-radius:50%;background:#e63946;margin-right:8px;vertical-align:middle"></span>${escapeHtml(c.brand)}</td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${rowsHtml(c.rows)}
${button}
${c.footnote ? `<p style="font-size:13px;color:#6b7280;margin-top:20px">${escapeHtml(c.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 28px;background:#f1f3f5;font-size:12px;color:#6b7280">${escapeHtml(c.brand)} · Questions? <a href="mailto:${escapeHtml(c.supportEmail)}" style="color:#457b9d">${escapeHtml(c.supportEmail)}</a> · <a href="${escapeHtml(c.publicUrl)}" style="color:#457b9d">${escapeHtml(c.publicUrl)}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    c.brand,
    '',
    c.heading,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
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
      return `<tr><td style="${cell};${weight}">${escapeHtml(r.label)}</td><td align="right" style="${cell};${weight}white-space:nowrap">${escapeHtml(r.value)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px">${tr}</table>`;
}

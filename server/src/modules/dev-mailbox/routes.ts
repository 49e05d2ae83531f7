import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { escapeHtml, OutboxMailer } from '../../providers/mail';

const mailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});

const isLoopback = (addr: string | undefined) =>
  !!addr && ipaddr.isValid(addr) && ipaddr.process(addr).range() === 'loopback';

/**
 * Headers a proxy adds to say whom it forwards for. A request carrying any of them came through a
 * proxy, and a reverse proxy on this machine makes every client's connection look local.
 */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded',
  'forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
  'via',
];

const cameThroughProxy = (headers: Record<string, unknown>) =>
  FORWARDING_HEADERS.some((h) => headers[h] !== undefined);

/** Embedded mode only (no SMTP_URL): the outbox as JSON and as a page, newest first. */
export const devMailboxModule: FastifyPluginAsyncZod = async (app) => {
  const { mailer } = app.ctx;
  if (!(mailer instanceof OutboxMailer)) return; // mail goes out by SMTP: there is no outbox to show

  // The mailbox shows every reset and verification link: by default only to this machine. The
  // socket address counts, never X-Forwarded-For, so a header cannot talk its way in; and a request
  // a proxy forwarded is refused, since a proxy on this machine connects from a loopback address
  // whoever its client is.
  if (app.ctx.config.devMailbox === 'local') {
    app.addHook('onRequest', async (req, reply) => {
      if (!isLoopback(req.socket.remoteAddress) || cameThroughProxy(req.headers)) {
        return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
      }
    });
  }

  const list = async () =>
    (await mailer.recent()).map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
    }));

  app.get(
    '/api/dev/mailbox',
    { schema: { tags: ['dev'], response: { 200: z.object({ messages: z.array(mailSchema) }) } } },
    async () => ({ messages: await list() }),
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
    const messages = await list();
    const items = messages
      .map(
        (
          m,
        ) => `<article class="mail"><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.createdAt).toLocaleString('en-US'))}</span></header>
<div class="links">${m.links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('<br>')}</div>
<iframe sandbox="" title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe></article>`,
      )
      .join('\n');
    reply
      .type('text/html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mailbox · PressRun (development)</title>
<style>body{font-family:Inter,system-ui,sans-serif;background:#f8f9fa;color:#1d3557;margin:0;padding:24px}
h1{font-size:22px;margin:0 0 4px}p.sub{color:#6b7280;margin:0 0 20px}
.mail{background:#fff;border:1px solid #e5e7eb;border-radius:10px;margin:0 auto 20px;max-width:760px;overflow:hidden}
.mail header{display:flex;flex-direction:column;gap:2px;padding:14px 18px;border-bottom:1px solid #e5e7eb}
.mail header span{color:#6b7280;font-size:13px}.links{padding:10px 18px;font-size:13px;word-break:break-all}
.links a{color:#457b9d}iframe{width:100%;height:520px;border:0;border-top:1px solid #e5e7eb}
.empty{text-align:center;color:#6b7280;padding:60px}</style></head><body>
<h1>Mailbox</h1><p class="sub">Mails PressRun sent while no SMTP server is configured, newest first.</p>
${items || '<p class="empty">No mail yet.</p>'}</body></html>`);
  });
};

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue, NewJob } from '../jobs/queue';
import { OutboxMailer } from './outbox';
import type { Mailer, MailMessage } from './port';
import { SmtpMailer } from './smtp';

export { OutboxMailer } from './outbox';
export type { Mailer, MailMessage } from './port';
export { escapeHtml, renderMail } from './template';

export function createMailer(config: Config, db: Db): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db);
}

export const MAIL_JOB = 'mail.send';

/** Mail goes out through a durable job, so a failing SMTP server is retried rather than lost. */
export function registerMailJob(queue: JobQueue, mailer: Mailer) {
  queue.register(
    MAIL_JOB,
    async (payload) => {
      await mailer.send(payload as unknown as MailMessage);
    },
    { scrubWhenDone: true }, // mails carry reset and verification links
  );
}

/**
 * `group`: whose mail it is for the job queue's turns. A mail to a company's user, or one a
 * company's action sends to support, is that company's (`companyGroup`).
 */
export function queueMail(queue: JobQueue, message: MailMessage, group: string) {
  const { type, payload, ...opts } = mailJob(message, group);
  return queue.enqueue(type, payload, opts);
}

/** A mail as a job to queue with others, in the caller's transaction (see JobQueue.enqueueAll). */
export function mailJob(message: MailMessage, group: string): NewJob {
  return { type: MAIL_JOB, payload: message as unknown as Record<string, unknown>, maxAttempts: 8, group };
}

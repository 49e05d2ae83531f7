import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Mailer, MailMessage } from './port';

/** Embedded mode: mails land in the outbox table and show at /dev/mailbox. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  constructor(private db: Db) {}
  async send(m: MailMessage) {
    await this.db
      .insert(outbox)
      .values({ to: m.to, subject: m.subject, text: m.text, html: m.html, links: m.links });
  }

  /** The newest mails first, for the dev mailbox. */
  async recent(limit = 200): Promise<Array<MailMessage & { id: number; createdAt: Date }>> {
    return this.db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  }
}

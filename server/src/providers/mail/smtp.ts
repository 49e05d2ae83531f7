import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './port';

/** At scale: real delivery through SMTP_URL (smtp://user:pass@host:port). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private transport;
  constructor(
    url: string,
    private from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(m: MailMessage) {
    await this.transport.sendMail({
      from: this.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
    });
  }
}

/** A mail message: real HTML and text parts; `links` lists the URLs in it (the dev mailbox shows them). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** The mail port: the outbox table in embedded mode, SMTP at scale. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the message in the outbox and, when SMTP is configured, sends it. */
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is kept in mail_outbox. With SMTP_URL it is also sent over SMTP (and marked
 * sent, or its error kept); without it the outbox is where mail stays, readable in dev.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: options.from, ...message });
        await options.db
          .update(mailOutbox)
          .set({ sentAt: new Date() })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        await options.db
          .update(mailOutbox)
          .set({ error: (error as Error).message.slice(0, 1000) })
          .where(eq(mailOutbox.id, row.id));
        throw error;
      }
    },
  };
}

export async function recentOutbox(db: Database, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

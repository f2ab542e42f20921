import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { type Database, sqlQuery } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Writes the message to the outbox through `db`: the caller's transaction, so the message
   * exists exactly when what caused it committed. With SMTP a delivery pass sends it soon after.
   */
  send(message: MailMessage, db: Database): Promise<void>;
  /**
   * Asks for a delivery pass shortly; each call pushes it back, so the last call (after the
   * commit of the write that queued mail) decides when it runs. Nothing without SMTP.
   */
  deliverSoon(): void;
  /** Sends every message that is due now; answers how many went out. */
  deliverDue(): Promise<number>;
  /** Stops the periodic pass. */
  stop(): void;
}

/** Tries per message, and the first back-off (doubling each time). */
const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MINUTES = 1;
const BATCH = 20;
const PASS_EVERY_MS = 30_000;

/**
 * A transactional outbox: every message is a row of mail_outbox. With SMTP_URL a delivery pass
 * (after each write that queued mail, and every 30 s) claims due rows, sends them and marks
 * them sent, or keeps the error and tries again later (1, 2, 4, 8 minutes); mail older than a
 * day is not sent any more. Claims push the next attempt forward first, so two replicas never
 * send the same row. Without SMTP the outbox is where mail stays, readable in development.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
  onError?: (error: unknown) => void;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const query = sqlQuery(options.db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let interval: NodeJS.Timeout | undefined;

  async function deliverDue(): Promise<number> {
    if (!transport) return 0;
    const due = await query<{
      id: string;
      to: string;
      subject: string;
      text: string;
      html: string | null;
    }>(
      `update mail_outbox set attempts = attempts + 1,
         next_attempt_at = now() + make_interval(mins => ${FIRST_RETRY_MINUTES} * (2 ^ attempts)::int)
       where id in (select id from mail_outbox
         where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
           and created_at > now() - interval '1 day'
         order by id limit ${BATCH} for update skip locked)
       returning id::text, "to", subject, text, html`,
    );
    let sent = 0;
    for (const message of due) {
      const id = Number(message.id);
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        await options.db
          .update(mailOutbox)
          .set({ sentAt: new Date(), error: null })
          .where(eq(mailOutbox.id, id));
        sent += 1;
      } catch (error) {
        await options.db
          .update(mailOutbox)
          .set({ error: (error as Error).message.slice(0, 1000) })
          .where(eq(mailOutbox.id, id));
      }
    }
    return sent;
  }

  const pass = () => {
    running ??= deliverDue()
      .catch((error: unknown) => {
        options.onError?.(error);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const deliverSoon = () => {
    if (!transport) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void pass();
    }, 50);
    timer.unref();
  };

  if (transport) {
    interval = setInterval(() => void pass(), PASS_EVERY_MS);
    interval.unref();
  }

  return {
    async send(message, db) {
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
      deliverSoon();
    },
    deliverSoon,
    deliverDue: pass,
    stop() {
      clearInterval(interval);
      clearTimeout(timer);
    },
  };
}

export async function recentOutbox(db: Database, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

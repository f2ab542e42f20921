import { asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { type Database, type RawQuery, sqlQuery } from '../db/client';
import { mailAttachments, mailOutbox } from '../db/schema';

/** A file a message carries (a scheduled report's CSV): stored with its outbox row. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
  /** The merchant account the mail is about, if any: the e-mail history files it there. */
  merchantId?: number | null;
}

/**
 * The e-mail history (table email_history, the back office's email-history report): one row
 * per delivery event of every message, written here only, by the statement that writes the
 * outbox row or its delivery outcome, so the two never disagree. `queued` when a message is
 * written (with its merchant), then `sent`, `failed` (tried again later) or `dropped` (its
 * last try failed). A delivery event finds its message's merchant through the queued event,
 * which has the outbox row's created_at (both written by one statement: the same now()).
 */
const MERCHANT_OF_QUEUED = `(select q.merchant_id from email_history q
    where q.email = lower(o."to") and q.created_at = o.created_at and q.event = 'queued'
      and q.subject = o.subject limit 1)`;

/**
 * Writes messages to the outbox with their `queued` events, in one statement through `run`
 * (the caller's transaction), and answers their outbox ids in the same order: the way every
 * message enters the outbox (the mailer's `send`, and writers of many at once such as
 * recurring billing).
 */
export async function queueMails(
  run: RawQuery,
  messages: readonly MailMessage[],
): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await run<{ id: string }>(
    `with m as (select * from json_to_recordset($1::json)
                  as x(n int, "to" text, subject text, text text, html text, merchant_id int)),
          o as (insert into mail_outbox ("to", subject, text, html)
                select "to", subject, text, html from m order by n returning id),
          h as (insert into email_history (merchant_id, email, event, subject)
                select merchant_id, lower("to"), 'queued', subject from m)
     select id::text from o order by id`,
    [
      JSON.stringify(
        messages.map((message, n) => ({
          n,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          merchant_id: message.merchantId ?? null,
        })),
      ),
    ],
  );
  return rows.map((row) => Number(row.id));
}

/** Marks a claimed message sent (or keeps its error) and writes the delivery event with it. */
async function recordDelivery(
  run: RawQuery,
  id: number,
  outcome: { event: 'sent' } | { event: 'failed' | 'dropped'; error: string },
): Promise<void> {
  const sent = outcome.event === 'sent';
  await run(
    `with o as (update mail_outbox set ${sent ? 'sent_at = now(), error = null' : 'error = $3'}
                 where id = $1 returning "to", subject, created_at)
     insert into email_history (merchant_id, email, event, subject)
     select ${MERCHANT_OF_QUEUED}, lower(o."to"), $2, o.subject from o`,
    sent ? [id, outcome.event] : [id, outcome.event, outcome.error],
  );
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
      attempts: number;
    }>(
      `update mail_outbox set attempts = attempts + 1,
         next_attempt_at = now() + make_interval(mins => ${FIRST_RETRY_MINUTES} * (2 ^ attempts)::int)
       where id in (select id from mail_outbox
         where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
           and created_at > now() - interval '1 day'
         order by id limit ${BATCH} for update skip locked)
       returning id::text, "to", subject, text, html, attempts`,
    );
    let sent = 0;
    for (const message of due) {
      const id = Number(message.id);
      let failure: string | undefined;
      try {
        const attachments = await attachmentsOf(options.db, id);
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(attachments.length > 0 ? { attachments } : {}),
        });
      } catch (error) {
        failure = (error as Error).message.slice(0, 1000);
      }
      if (failure === undefined) {
        await recordDelivery(query, id, { event: 'sent' });
        sent += 1;
      } else {
        // The claim counted this try: the last one drops the message.
        const event = Number(message.attempts) >= MAX_ATTEMPTS ? 'dropped' : 'failed';
        await recordDelivery(query, id, { event, error: failure });
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
      const [id] = await queueMails(sqlQuery(db), [message]);
      if (id !== undefined && message.attachments?.length) {
        await db
          .insert(mailAttachments)
          .values(message.attachments.map((file) => ({ mailId: id, ...file })));
      }
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

/** A message's files, in the order they were given (nodemailer's attachments). */
async function attachmentsOf(db: Database, mailId: number) {
  return db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(asc(mailAttachments.id));
}

/** The latest messages, each with its files' names, types and sizes (not their bytes). */
export async function recentOutbox(db: Database, limit = 50) {
  const messages = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  const files =
    messages.length === 0
      ? []
      : await db
          .select({
            mailId: mailAttachments.mailId,
            filename: mailAttachments.filename,
            contentType: mailAttachments.contentType,
            size: sql<number>`octet_length(${mailAttachments.content})::int`,
          })
          .from(mailAttachments)
          .where(
            inArray(
              mailAttachments.mailId,
              messages.map((m) => m.id),
            ),
          )
          .orderBy(asc(mailAttachments.id));
  return messages.map((message) => ({
    ...message,
    attachments: files
      .filter((file) => file.mailId === message.id)
      .map(({ mailId: _mailId, ...file }) => file),
  }));
}

/**
 * Drops the files of messages written before `before` (the message rows stay): a sent mail
 * no longer needs them, and an unsent one is given up after a day.
 */
export async function pruneMailAttachments(db: Database, before: Date): Promise<void> {
  await db
    .delete(mailAttachments)
    .where(
      inArray(
        mailAttachments.mailId,
        db.select({ id: mailOutbox.id }).from(mailOutbox).where(lt(mailOutbox.createdAt, before)),
      ),
    );
}

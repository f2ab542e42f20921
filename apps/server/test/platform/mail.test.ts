import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';
import { createMailer, pruneMailAttachments } from '../../src/platform/mail';
import { smtpCatcher } from '../support/smtp-catcher';
import { createTestDatabase } from '../support/test-database';

let database: DatabaseHandle;
const smtp = smtpCatcher();
const { received } = smtp;
let smtpUrl = '';

beforeAll(async () => {
  database = await createTestDatabase();
  smtpUrl = await smtp.listen();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

describe('mail', () => {
  it('sends through a real SMTP server and records the message as sent', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl,
      from: 'Paydesk <no-reply@paydesk.test>',
    });
    await mailer.send(
      { to: 'owner@paydesk.test', subject: 'Your code', text: 'The code is 123456.' },
      database.db,
    );
    expect(await mailer.deliverDue()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Your code');
    expect(received[0]).toContain('The code is 123456.');
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'owner@paydesk.test'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('carries an attachment: stored with the row in its transaction, sent by the SMTP pass, pruned later', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl,
      from: 'Paydesk <no-reply@paydesk.test>',
    });
    const csv = Buffer.from('When,Who\r\n2031-03-09 10:00:00,a@paydesk.test\r\n');
    const message = (to: string) => ({
      to,
      subject: 'Scheduled report',
      text: 'Attached.',
      attachments: [
        { filename: 'audit-log.csv', contentType: 'text/csv; charset=utf-8', content: csv },
      ],
    });
    // A rolled-back send leaves neither the message nor its file.
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.send(message('rolled-back@paydesk.test'), tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await database.db.transaction((tx) => mailer.send(message('finance@paydesk.test'), tx));
    const files = await database.query<{ to: string; filename: string; content: Uint8Array }>(
      `select m."to", a.filename, a.content from mail_attachments a join mail_outbox m on m.id = a.mail_id
        where m."to" in ('rolled-back@paydesk.test', 'finance@paydesk.test')`,
    );
    expect(files.map((f) => [f.to, f.filename])).toEqual([
      ['finance@paydesk.test', 'audit-log.csv'],
    ]);
    expect(Buffer.from(files[0]?.content ?? []).equals(csv)).toBe(true);

    const before = received.length;
    expect(await mailer.deliverDue()).toBe(1);
    const sent = received.slice(before).join('');
    expect(sent).toContain('filename=audit-log.csv');
    expect(sent).toContain(csv.toString('base64'));

    await pruneMailAttachments(database.db, new Date(Date.now() + 60_000));
    expect(await database.query('select id from mail_attachments')).toEqual([]);
    expect(
      await database.query(`select id from mail_outbox where "to" = 'finance@paydesk.test'`),
    ).toHaveLength(1);
  });

  it('without SMTP keeps the message in the outbox, unsent', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: 'x <x@paydesk.test>',
    });
    await mailer.send({ to: 'clerk@paydesk.test', subject: 'Hi', text: 'Hello' }, database.db);
    expect(await mailer.deliverDue()).toBe(0);
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'clerk@paydesk.test'));
    expect(row?.sentAt).toBeNull();
  });

  it('keeps the error when the SMTP server is unreachable, and tries again later', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x <x@paydesk.test>',
    });
    await mailer.send({ to: 'admin@paydesk.test', subject: 'S', text: 'T' }, database.db);
    expect(await mailer.deliverDue()).toBe(0);
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'admin@paydesk.test'));
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    // Backed off: not due again at once.
    expect(row && row.nextAttemptAt > row.createdAt).toBe(true);
    expect(await mailer.deliverDue()).toBe(0);
    const [again] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'admin@paydesk.test'));
    expect(again?.attempts).toBe(1);
    mailer.stop();
  });

  it('writes the message in the caller’s transaction: rolled back, nothing is sent', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl,
      from: 'x <x@paydesk.test>',
    });
    const before = received.length;
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.send({ to: 'rolled@paydesk.test', subject: 'S', text: 'T' }, tx);
        throw new Error('the effect failed');
      }),
    ).rejects.toThrow('the effect failed');
    expect(await mailer.deliverDue()).toBe(0);
    expect(received.length).toBe(before);
    expect(
      await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rolled@paydesk.test')),
    ).toEqual([]);
    mailer.stop();
  });
});

import type { Database } from '../../db/client';
import type { Identity } from '../../platform/access-policy';
import { Forbidden, Unauthorized } from '../../platform/errors';
import { recentOutbox } from '../../platform/mail';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export const OUTBOX_REFUSED_MESSAGE =
  'The development outbox answers only on this machine (loopback) or to a signed-in admin.';

/**
 * The outbox holds password reset codes: only a caller on this machine or a signed-in admin
 * may read it (and never in production: the route is not registered there).
 */
export function assertMayReadOutbox(ip: string, identity: Identity | undefined): void {
  if (LOOPBACK.test(ip)) return;
  if (!identity) throw new Unauthorized(OUTBOX_REFUSED_MESSAGE);
  if (!identity.isAdmin) throw new Forbidden(OUTBOX_REFUSED_MESSAGE);
}

export async function outboxMessages(db: Database) {
  return {
    data: (await recentOutbox(db)).map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
      attachments: m.attachments,
    })),
  };
}

import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { sqlQuery } from '../../db/client';
import { hashPassword } from '../../platform/passwords';
import type { SharedDependencies } from '../../platform/shared-dependencies';
import { insertInvitedUser } from './team.repository';

/**
 * A new user of the pool invited by someone (the Team screen's invitation, the back office's
 * new user): created with a temporary password e-mailed to them and `must_set_password`, so the
 * first sign-in meets the new-password challenge. One place for both callers.
 */

type InvitationDeps = Pick<SharedDependencies, 'mailer' | 'config'>;

/** A temporary password meeting the rules of part 1 §5 (the first sign-in replaces it). */
function temporaryPassword(): string {
  return `Pd-${randomBytes(12).toString('base64url')}7a!Q`;
}

export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** mp_admin for staff; mp_user (the default) for merchant users. */
  groups?: readonly string[];
  /** Who invites (their e-mail) and to what, for the e-mail's first sentence. */
  inviter: string;
  /** "the merchant account Blue Harbor Bistro (100001)" or "the Paydesk back office". */
  invitedTo: string;
  subject: string;
  merchantId?: number;
}

/** Creates the invited user and writes the invitation e-mail in `tx`; answers the user id. */
export async function createInvitedUser(
  tx: Database,
  deps: InvitationDeps,
  invitation: Invitation,
): Promise<number> {
  const password = temporaryPassword();
  const userId = await insertInvitedUser(sqlQuery(tx), {
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    passwordHash: await hashPassword(password),
    phone: invitation.phone ?? null,
    groups: invitation.groups ?? ['mp_user'],
  });
  const signIn = `${deps.config.publicUrl}/login`;
  await deps.mailer.send(
    {
      to: invitation.email,
      ...(invitation.merchantId === undefined ? {} : { merchantId: invitation.merchantId }),
      subject: invitation.subject,
      text:
        `Hello ${invitation.firstName},\n\n${invitation.inviter} invited you to ` +
        `${invitation.invitedTo} on Paydesk.\n\n` +
        `Sign in at ${signIn} with this e-mail address and the temporary password\n\n` +
        `    ${password}\n\nYou will then choose a password of your own.\n`,
    },
    tx,
  );
  return userId;
}

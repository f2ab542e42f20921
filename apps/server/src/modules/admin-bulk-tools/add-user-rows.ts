import { BULK_MESSAGES, BULK_ROLES } from '@paydesk/domain/admin-bulk-tools';
import { inviteTeamUserSchema } from '@paydesk/domain/team';
import { TEAM_MESSAGES } from '@paydesk/domain/team-fields';
import type { Database } from '../../db/client';
import { merchantForStaff } from '../../platform/route-merchant';
import { inviteTeamUser } from '../team/team.service';
import type { ToolRowContext, ToolRowOutcome } from '../tool-runs/tool-runs.service';
import { merchantsByIds, usersByEmails } from './admin-bulk-tools.repository';
import { recordRowApplied } from './bulk-audit';
import type { CsvRow } from './bulk-csv';
import { columnProblem, type DraftRow, draftsOf, markDuplicates, merchantIdsOf } from './bulk-rows';

/**
 * Add users: each row invites one merchant user to one merchant account through the Team
 * screen's invitation (the same checks, e-mail and audit as Team and the back office's new
 * merchant user): a new address is created with a temporary password e-mailed to it; a
 * merchant user of the pool is added to the account; staff and users already on the account
 * are refused.
 */

export interface NewMember {
  email: string;
  firstname: string;
  lastname: string;
  isAdmin: boolean;
  existing: boolean;
}

/** The invitation's own field names, as the file's columns. */
const COLUMNS: Record<string, string> = {
  email: 'email',
  firstname: 'first_name',
  lastname: 'last_name',
};

/** Checks the rows against the database (one read of the merchants, one of the users). */
export async function checkAddUserRows(
  db: Database,
  rows: readonly CsvRow[],
): Promise<{ drafts: DraftRow[]; members: Map<DraftRow, NewMember> }> {
  const drafts = draftsOf(rows);
  const parsed = new Map<DraftRow, Omit<NewMember, 'existing'>>();
  for (const draft of drafts) {
    const role = (draft.cells.role ?? '').toLowerCase();
    const result = inviteTeamUserSchema.safeParse({
      email: draft.cells.email ?? '',
      firstname: draft.cells.first_name ?? '',
      lastname: draft.cells.last_name ?? '',
    });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const column = COLUMNS[String(issue.path[0])] ?? 'email';
        draft.problems.push(columnProblem(column, issue.message));
      }
    }
    if (!(BULK_ROLES as readonly string[]).includes(role)) draft.problems.push(BULK_MESSAGES.role);
    if (result.success) {
      parsed.set(draft, {
        email: result.data.email,
        firstname: result.data.firstname,
        lastname: result.data.lastname,
        isAdmin: role === 'admin',
      });
    }
  }
  const emails = [...new Set([...parsed.values()].map((m) => m.email))];
  const merchants = await merchantsByIds(db, merchantIdsOf(drafts));
  const users = await usersByEmails(db, emails);
  const members = new Map<DraftRow, NewMember>();
  for (const draft of drafts) {
    if (draft.merchantId !== null && !merchants.has(draft.merchantId)) {
      draft.problems.push(BULK_MESSAGES.merchantUnknown(draft.merchantId));
    }
    const member = parsed.get(draft);
    if (!member || draft.merchantId === null) continue;
    const user = users.get(member.email);
    if (user?.staff) draft.problems.push(TEAM_MESSAGES.staff);
    else if (user?.merchantIds.has(draft.merchantId)) {
      draft.problems.push(TEAM_MESSAGES.alreadyMember);
    }
    if (draft.problems.length > 0) continue;
    members.set(draft, { ...member, existing: user !== undefined });
    draft.note = user ? BULK_MESSAGES.willAddExisting : BULK_MESSAGES.willInviteNew;
  }
  markDuplicates(
    drafts,
    (d) => {
      const member = parsed.get(d);
      return d.merchantId === null || !member ? null : `${d.merchantId}|${member.email}`;
    },
    (d, others) =>
      BULK_MESSAGES.duplicateUser(parsed.get(d)?.email ?? '', d.merchantId ?? 0, others),
  );
  return { drafts, members };
}

/** Applies one row: checked again, then the Team invitation, and the bulk audit row. */
export async function applyAddUserRow(
  tx: Database,
  row: { rowNumber: number; merchantId: number | null; input: Record<string, string> },
  context: ToolRowContext,
): Promise<ToolRowOutcome> {
  const { drafts, members } = await checkAddUserRows(tx, [
    { rowNumber: row.rowNumber, cells: row.input, problems: [] },
  ]);
  const draft = drafts[0];
  const member = draft ? members.get(draft) : undefined;
  if (!draft || draft.merchantId === null || !member || draft.problems.length > 0) {
    return { ok: false, message: draft?.problems.join(' ') || BULK_MESSAGES.merchantId };
  }
  const { deps, run } = context;
  const merchant = await merchantForStaff(tx, draft.merchantId);
  const user = await inviteTeamUser(tx, deps, merchant, run.actor, {
    email: member.email,
    firstname: member.firstname,
    lastname: member.lastname,
    isAdmin: member.isAdmin,
    permissions: [],
  });
  await recordRowApplied(tx, context, row, {
    merchantId: merchant.id,
    userId: user.id,
    email: member.email,
    role: member.isAdmin ? 'admin' : 'user',
    created: !member.existing,
  });
  return {
    ok: true,
    message: member.existing
      ? 'Added to the account.'
      : 'Invited: a temporary password was e-mailed.',
    result: { user_id: user.id },
  };
}

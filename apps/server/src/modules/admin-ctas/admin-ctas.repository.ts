import { eq } from 'drizzle-orm';
import type { Database, RawQuery } from '../../db/client';
import { ctas } from '../../db/schema';

/** SQL of the campaigns (ctas): reads with their counts, and the writes. */

export type CtaInsert = typeof ctas.$inferInsert;
export type CtaRecord = typeof ctas.$inferSelect;

/** A campaign row with its creator's e-mail and its assignment counts. */
export interface CampaignRow {
  id: number;
  title: string;
  message: string;
  can_be_dismissed: boolean;
  terms_of_service: boolean;
  viewable_by: string[];
  categories: string[];
  documents_requested: { documentTypeName: string; documentTypeId: number }[];
  email_template: string | null;
  deadline_at: Date | string | null;
  reminder_days: number[];
  hold_at_deadline: boolean;
  created_by: string | null;
  created_at: Date | string;
  deleted_at: Date | string | null;
  assigned: number;
  completed: number;
  outstanding: number;
  dismissed: number;
  holds_placed: number;
}

/** Counts of a campaign's assignments, joined laterally for the rows read only. */
const COUNTS = `left join lateral (
    select count(*)::int as assigned,
           count(a.completed_at)::int as completed,
           (count(*) filter (where a.completed_at is null and a.dismissed_at is null))::int as outstanding,
           (count(*) filter (where a.completed_at is null and a.dismissed_at is not null))::int as dismissed,
           count(a.hold_placed_at)::int as holds_placed
      from cta_assignments a where a.cta_id = c.id) n on true`;

const CAMPAIGN_SELECT = `select c.id, c.title, c.message, c.can_be_dismissed, c.terms_of_service,
    c.viewable_by, c.categories, c.documents_requested, c.email_template, c.deadline_at,
    c.reminder_days, c.hold_at_deadline, u.email as created_by, c.created_at, c.deleted_at,
    n.assigned, n.completed, n.outstanding, n.dismissed, n.holds_placed
  from ctas c left join users u on u.id = c.created_by_user_id ${COUNTS}`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function campaignById(run: RawQuery, id: number): Promise<CampaignRow | undefined> {
  const [row] = await run<CampaignRow>(`${CAMPAIGN_SELECT} where c.id = $1`, [id]);
  return row;
}

/** The live campaigns, newest first, a page of them and the total. */
export async function campaignPage(
  run: RawQuery,
  query: { search?: string | undefined; page: number; perPage: number },
): Promise<{ rows: CampaignRow[]; total: number }> {
  const search = query.search?.trim();
  const where = `c.deleted_at is null${search ? ' and c.title ilike $1' : ''}`;
  const params: unknown[] = search ? [likePattern(search)] : [];
  const [count] = await run<{ total: number }>(
    `select count(*)::int as total from ctas c where ${where}`,
    params,
  );
  const rows = await run<CampaignRow>(
    `${CAMPAIGN_SELECT} where ${where} order by c.created_at desc, c.id desc
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
    params,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/** Every campaign, deleted ones too, newest first (the report). */
export async function campaignReportRows(run: RawQuery): Promise<CampaignRow[]> {
  return run<CampaignRow>(`${CAMPAIGN_SELECT} order by c.created_at desc, c.id desc`);
}

export async function insertCampaign(tx: Database, values: CtaInsert): Promise<number> {
  const [row] = await tx.insert(ctas).values(values).returning({ id: ctas.id });
  if (!row) throw new Error('insert into ctas returned no row');
  return row.id;
}

/** The campaign row, locked for the call's transaction. */
export async function lockCampaign(tx: Database, id: number): Promise<CtaRecord | undefined> {
  const [row] = await tx.select().from(ctas).where(eq(ctas.id, id)).limit(1).for('update');
  return row;
}

export async function updateCampaign(
  tx: Database,
  id: number,
  values: Partial<CtaInsert>,
): Promise<void> {
  await tx.update(ctas).set(values).where(eq(ctas.id, id));
}

/** A moved deadline: outstanding assignments' reminders start over. */
export async function clearOutstandingReminders(run: RawQuery, ctaId: number): Promise<void> {
  await run(
    `update cta_assignments set reminders_sent = '{}'::integer[]
      where cta_id = $1 and completed_at is null and dismissed_at is null`,
    [ctaId],
  );
}

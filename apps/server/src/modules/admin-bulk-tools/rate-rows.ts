import { BULK_MESSAGES } from '@paydesk/domain/admin-bulk-tools';
import { updateMerchantTierSchema } from '@paydesk/domain/admin-merchant-settings';
import type { Database } from '../../db/client';
import { updateTier } from '../admin-merchant-settings/admin-merchant-settings.service';
import type { ToolRowContext, ToolRowOutcome } from '../tool-runs/tool-runs.service';
import {
  type BulkMerchant,
  type BulkRate,
  merchantsByIds,
  ratesByNames,
} from './admin-bulk-tools.repository';
import { recordRowApplied } from './bulk-audit';
import type { CsvRow } from './bulk-csv';
import { columnProblem, type DraftRow, draftsOf, markDuplicates, merchantIdsOf } from './bulk-rows';

/**
 * Update rates: a merchant's web rate (rate_name) and mobile rate (mobile_rate_name; empty
 * keeps the current one), rate plans of the merchant's own processor, as the profile's rate
 * edit (POST /admin/merchants/{id}/tier) takes them and through its service (rate id and names,
 * history in General, audit).
 */

export interface RateChange {
  web: BulkRate;
  mobileName: string | null;
  before: BulkMerchant;
}

/** The plan a name gives on the merchant's processor, or the row's problem. */
function rateFor(
  rates: Map<string, BulkRate[]>,
  column: string,
  name: string,
  merchant: BulkMerchant,
  problems: string[],
): BulkRate | null {
  const plans = rates.get(name) ?? [];
  const own = plans.find((p) => p.processorId === merchant.processorId && !p.residual);
  if (own) return own;
  const others = [...new Set(plans.filter((p) => !p.residual).map((p) => p.processorId))];
  if (others.length > 0) {
    problems.push(BULK_MESSAGES.rateOtherProcessor(column, name, others, merchant.processorId));
  } else if (plans.length > 0) problems.push(BULK_MESSAGES.rateResidual(column, name));
  else problems.push(BULK_MESSAGES.rateUnknown(column, name));
  return null;
}

const ZOD_COLUMNS: Record<string, string> = {
  rate_name: 'rate_name',
  mobile_rate_name: 'mobile_rate_name',
};

/** Checks the rows against the database (one read of their merchants, one of the rates). */
export async function checkRateRows(
  db: Database,
  rows: readonly CsvRow[],
): Promise<{ drafts: DraftRow[]; changes: Map<DraftRow, RateChange> }> {
  const drafts = draftsOf(rows);
  for (const draft of drafts) {
    const parsed = updateMerchantTierSchema.safeParse({
      rate_name: draft.cells.rate_name ?? '',
      mobile_rate_name: draft.cells.mobile_rate_name || null,
    });
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      draft.problems.push(
        columnProblem(ZOD_COLUMNS[String(issue.path[0])] ?? 'rate_name', issue.message),
      );
    }
  }
  const merchants = await merchantsByIds(db, merchantIdsOf(drafts));
  const names = new Set<string>();
  for (const draft of drafts) {
    if (draft.cells.rate_name) names.add(draft.cells.rate_name);
    if (draft.cells.mobile_rate_name) names.add(draft.cells.mobile_rate_name);
    const current = draft.merchantId === null ? null : merchants.get(draft.merchantId);
    if (current?.mobileRateName) names.add(current.mobileRateName);
  }
  const rates = await ratesByNames(db, [...names]);
  const changes = new Map<DraftRow, RateChange>();
  for (const draft of drafts) {
    if (draft.merchantId === null) continue;
    const merchant = merchants.get(draft.merchantId);
    if (!merchant) {
      draft.problems.push(BULK_MESSAGES.merchantUnknown(draft.merchantId));
      continue;
    }
    if (draft.problems.length > 0) continue;
    const { rate_name: webName = '', mobile_rate_name: mobileCell = '' } = draft.cells;
    const web = rateFor(rates, 'rate_name', webName, merchant, draft.problems);
    // An empty mobile_rate_name keeps the merchant's current mobile rate (checked as well).
    const mobileName = mobileCell || merchant.mobileRateName;
    const mobile =
      mobileName === null
        ? null
        : rateFor(rates, 'mobile_rate_name', mobileName, merchant, draft.problems);
    if (!web || (mobileName !== null && !mobile)) continue;
    if (
      merchant.rateId === web.id &&
      merchant.webRateName === web.name &&
      merchant.mobileRateName === (mobile?.name ?? null)
    ) {
      draft.problems.push(BULK_MESSAGES.ratesUnchanged);
      continue;
    }
    changes.set(draft, { web, mobileName: mobile?.name ?? null, before: merchant });
    draft.note = `Web rate ${merchant.webRateName ?? 'none'} → ${web.name}; mobile rate ${merchant.mobileRateName ?? 'none'} → ${mobile?.name ?? 'none'}`;
  }
  markDuplicates(
    drafts,
    (d) => (d.merchantId === null ? null : String(d.merchantId)),
    (d, others) => BULK_MESSAGES.duplicateMerchant(d.merchantId ?? 0, others),
  );
  return { drafts, changes };
}

/** Applies one row: checked again, then the profile's rate edit, and the bulk audit row. */
export async function applyRateRow(
  tx: Database,
  row: { rowNumber: number; merchantId: number | null; input: Record<string, string> },
  context: ToolRowContext,
): Promise<ToolRowOutcome> {
  const { drafts, changes } = await checkRateRows(tx, [
    { rowNumber: row.rowNumber, cells: row.input, problems: [] },
  ]);
  const draft = drafts[0];
  const change = draft ? changes.get(draft) : undefined;
  if (!draft || draft.merchantId === null || !change || draft.problems.length > 0) {
    return { ok: false, message: draft?.problems.join(' ') || BULK_MESSAGES.merchantId };
  }
  await updateTier(
    tx,
    { clock: { now: () => context.now } },
    {
      merchantId: draft.merchantId,
      actor: context.run.actor,
      body: { rate_name: change.web.name, mobile_rate_name: change.mobileName },
    },
  );
  await recordRowApplied(tx, context, row, {
    merchantId: draft.merchantId,
    before: {
      webRateName: change.before.webRateName,
      mobileRateName: change.before.mobileRateName,
      rateId: change.before.rateId,
    },
    after: {
      webRateName: change.web.name,
      mobileRateName: change.mobileName,
      rateId: change.web.id,
    },
  });
  return {
    ok: true,
    message: draft.note ?? undefined,
    result: { rate_id: change.web.id },
  };
}

import { Readable } from 'node:stream';
import type { ResidualQuery } from '@paydesk/domain/admin-partner-reports';
import type { ClientPick } from '@paydesk/domain/admin-partners';
import {
  type CreatePartner,
  maskTaxId,
  PARTNER_MERCHANT_COLUMNS,
  PARTNER_MESSAGES,
  type PartnerDetail,
  type PartnerMerchantColumn,
  type PartnerMerchantRow,
  type PartnerMerchantsQuery,
  type PartnerNotificationList,
  type PartnerStatusChange,
  type UpdatePartner,
} from '@paydesk/domain/admin-partners';
import { startOfMonth, todayIn } from '@paydesk/domain/date-presets';
import { merchantStatusLabel } from '@paydesk/domain/merchant-status';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, recordSuccess } from '../../platform/audit';
import type { FieldCipher } from '../../platform/encryption';
import { NotFound } from '../../platform/errors';
import {
  type CsvCell,
  cents,
  csvCellText,
  csvHeaderRecord,
  csvRecord,
  num,
  text,
} from '../../platform/lists/csv';
import { columnLabels, defaultColumnKeys } from '../../platform/lists/list-definition';
import type { ListPage } from '../../platform/lists/list-reader';
import { readPage } from '../../platform/lists/list-reader';
import { PageCache } from '../../platform/lists/page-cache';
import { clientPickList } from '../admin-merchant-volume/admin-merchant-misc.service';
import { residualTotals } from '../admin-partner-reports/admin-partner-reports.service';
import {
  deleteNotification,
  insertNotification,
  insertPartner,
  lockPartner,
  notificationsOf,
  partnerById,
  type StoredPartner,
  updatePartnerColumns,
} from './admin-partners.repository';
import { partnerRow } from './partner-list';
import { type PartnerDays, partnerMerchantList } from './partner-merchant-list';

/**
 * Partners (part 2 §7 "Partners, rates, clients"): one partner, create, edit, status, the
 * notification addresses, the partner's merchants with their figures, and the clients picker.
 * Every write runs in the call's transaction (the Idempotency-Key's) and is audited; the tax id
 * is sealed with `app.cipher` and never written to a log or an audit row in full.
 */

interface Deps {
  cipher: FieldCipher;
}

/** The sealed tax id as stored: the cipher's text, ':' and the last four digits (for the mask). */
export const sealTaxId = (cipher: FieldCipher, digits: string) =>
  `${cipher.encrypt(digits)}:${digits.slice(-4)}`;

/** The stored tax id's digits: sealed ones opened, older plain ones as they are. */
function openTaxId(cipher: FieldCipher, stored: string | null): string | null {
  if (!stored) return null;
  return stored.startsWith('v1:') ? cipher.decrypt(stored) : stored;
}

function detailOf(row: StoredPartner): PartnerDetail {
  return {
    ...partnerRow(row as unknown as Record<string, unknown>),
    website: row.website,
    phone: row.phone,
    merchants: Number(row.merchants),
    activeMerchants: Number(row.active_merchants),
  };
}

async function requirePartner(run: RawQuery, id: number): Promise<StoredPartner> {
  const row = await partnerById(run, id);
  if (!row) throw new NotFound(PARTNER_MESSAGES.notFound);
  return row;
}

export async function partnerDetail(run: RawQuery, id: number): Promise<PartnerDetail> {
  return detailOf(await requirePartner(run, id));
}

const orNull = (value: string | null | undefined) => (value ? value : null);

export async function createPartner(
  deps: Deps,
  tx: Database,
  actor: Actor,
  body: CreatePartner,
): Promise<PartnerDetail> {
  const run = sqlQuery(tx);
  const id = await insertPartner(run, {
    name: body.name,
    first_name: body.firstName,
    last_name: body.lastName,
    tax_id: sealTaxId(deps.cipher, body.taxId),
    email: body.email,
    website: orNull(body.website),
    phone: orNull(body.phone),
  });
  await recordSuccess(tx, actor, {
    action: 'partner-create',
    details: {
      partnerId: id,
      name: body.name,
      email: body.email,
      taxId: maskTaxId(body.taxId),
    },
  });
  return partnerDetail(run, id);
}

/** The body's field names and their columns. */
const COLUMNS = {
  name: 'name',
  firstName: 'first_name',
  lastName: 'last_name',
  taxId: 'tax_id',
  email: 'email',
  website: 'website',
  phone: 'phone',
} as const;

/**
 * Edits the fields sent whose value differs (a tax id equal to the stored one writes nothing);
 * audited `partner-update` with the old and new values of those fields, the tax id masked.
 */
export async function updatePartner(
  deps: Deps,
  tx: Database,
  actor: Actor,
  id: number,
  body: UpdatePartner,
): Promise<PartnerDetail> {
  const run = sqlQuery(tx);
  const stored = await lockPartner(run, id);
  if (!stored) throw new NotFound(PARTNER_MESSAGES.notFound);
  const changes: Record<string, unknown> = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
    const value = body[field];
    if (value === undefined) continue;
    if (field === 'taxId') {
      const digits = value as string;
      if (openTaxId(deps.cipher, stored.tax_id) === digits) continue;
      changes[column] = sealTaxId(deps.cipher, digits);
      before.taxId = maskTaxId(stored.tax_id?.slice(-4));
      after.taxId = maskTaxId(digits);
      continue;
    }
    const next = field === 'website' || field === 'phone' ? orNull(value) : value;
    const current = stored[column as keyof StoredPartner] ?? null;
    if (next === current) continue;
    changes[column] = next;
    before[field] = current;
    after[field] = next;
  }
  const fields = Object.keys(after);
  if (fields.length > 0) {
    await updatePartnerColumns(run, id, changes);
    await recordSuccess(tx, actor, {
      action: 'partner-update',
      details: { partnerId: id, fields, old: before, new: after },
    });
  }
  return partnerDetail(run, id);
}

/** Activates (1) or deactivates (0); the status it already has writes nothing. */
export async function setPartnerStatus(
  tx: Database,
  actor: Actor,
  id: number,
  body: PartnerStatusChange,
): Promise<PartnerDetail> {
  const run = sqlQuery(tx);
  const stored = await lockPartner(run, id);
  if (!stored) throw new NotFound(PARTNER_MESSAGES.notFound);
  if (Number(stored.status) !== body.status) {
    await updatePartnerColumns(run, id, { status: body.status });
    await recordSuccess(tx, actor, {
      action: 'partner-status',
      details: { partnerId: id, old: Number(stored.status), new: body.status },
    });
  }
  return partnerDetail(run, id);
}

export async function partnerNotifications(
  run: RawQuery,
  id: number,
): Promise<PartnerNotificationList> {
  await requirePartner(run, id);
  return listOf(run, id);
}

async function listOf(run: RawQuery, id: number): Promise<PartnerNotificationList> {
  const rows = await notificationsOf(run, id);
  return { data: rows.map((r) => ({ email: String(r.email), createdAt: String(r.created_at) })) };
}

/** Adds an address (an address already there changes nothing and is not audited again). */
export async function addPartnerNotification(
  tx: Database,
  actor: Actor,
  id: number,
  email: string,
): Promise<PartnerNotificationList> {
  const run = sqlQuery(tx);
  if (!(await lockPartner(run, id))) throw new NotFound(PARTNER_MESSAGES.notFound);
  if (await insertNotification(run, id, email)) {
    await recordSuccess(tx, actor, {
      action: 'partner-notification-add',
      details: { partnerId: id, email },
    });
  }
  return listOf(run, id);
}

/** Removes an address (one not on the list changes nothing). */
export async function removePartnerNotification(
  tx: Database,
  actor: Actor,
  id: number,
  email: string,
): Promise<PartnerNotificationList> {
  const run = sqlQuery(tx);
  if (!(await lockPartner(run, id))) throw new NotFound(PARTNER_MESSAGES.notFound);
  if (await deleteNotification(run, id, email)) {
    await recordSuccess(tx, actor, {
      action: 'partner-notification-remove',
      details: { partnerId: id, email },
    });
  }
  return listOf(run, id);
}

/** The query's UTC days, by default the month to date. */
export function partnerDaysOf(query: PartnerMerchantsQuery, now: Date): PartnerDays {
  const today = todayIn('UTC', now);
  return {
    start: query.start_date?.slice(0, 10) ?? startOfMonth(today),
    end: query.end_date?.slice(0, 10) ?? today,
  };
}

/**
 * A page of the partner's merchants with their figures; each row's residual is the
 * residual-fees report's (its service, narrowed to the merchant), read for the page's rows.
 */
export async function partnerMerchants(
  db: Database,
  cache: PageCache,
  id: number,
  query: PartnerMerchantsQuery,
  now: Date,
): Promise<ListPage<PartnerMerchantRow>> {
  const run = sqlQuery(db);
  await requirePartner(run, id);
  return merchantsPage(db, cache, id, query, partnerDaysOf(query, now), now);
}

/** A page of the partner's merchants over `days`, each row with its residual. */
async function merchantsPage(
  db: Database,
  cache: PageCache,
  id: number,
  query: PartnerMerchantsQuery,
  days: PartnerDays,
  now: Date,
): Promise<ListPage<PartnerMerchantRow>> {
  const run = sqlQuery(db);
  const page = await readPage(run, cache, partnerMerchantList(days), query, {
    partnerId: id,
    days,
  });
  const residualDays = { ...days, today: todayIn('UTC', now) };
  const data = await Promise.all(
    page.data.map(async (row) => {
      const totals = await residualTotals(
        db,
        residualFilter(row.id, id, row.currency, days),
        residualDays,
      );
      return { ...row, residual: totals.residual };
    }),
  );
  return { ...page, data };
}

/** Each column's CSV cell, written the way the SQL cells of the other lists are (csv.ts). */
const MERCHANT_CSV: Record<PartnerMerchantColumn, (row: PartnerMerchantRow) => CsvCell> = {
  id: (row) => num(row.id),
  businessCommonName: (row) => text(row.businessCommonName),
  status: (row) => text(merchantStatusLabel(row.status, row.processor)),
  processor: (row) => num(row.processor),
  country: (row) => text(row.country),
  transactions: (row) => num(row.transactions),
  volume: (row) => cents(row.volume),
  fees: (row) => cents(row.fees),
  residual: (row) => cents(row.residual),
};
const MERCHANT_LABELS = columnLabels<PartnerMerchantColumn>(PARTNER_MERCHANT_COLUMNS);

/** Rows a chunk of the merchants CSV reads (each with its residual query). */
export const MERCHANT_CSV_CHUNK = 100;

/**
 * GET /admin/partners/{id}/merchants?download=csv: every merchant of the query, in its order,
 * with the page's figures (volume and fees in dollars, the residual the residual-fees report's).
 * The partner is checked (404) before the answer starts; the file then streams in chunks of
 * MERCHANT_CSV_CHUNK rows read at one snapshot, a turn of the event loop between them, since
 * each row's residual is the residual report's own query (not a cell SQL could render).
 */
export async function partnerMerchantsCsv(
  db: Database,
  id: number,
  query: PartnerMerchantsQuery,
  now: Date,
  chunkRows = MERCHANT_CSV_CHUNK,
): Promise<{ fileName: string; body: Readable }> {
  await requirePartner(sqlQuery(db), id);
  const days = partnerDaysOf(query, now);
  const columns: readonly PartnerMerchantColumn[] =
    query.columns && query.columns.length > 0
      ? query.columns
      : defaultColumnKeys(PARTNER_MERCHANT_COLUMNS);
  // The pages of one download: each seeks from where the one before it ended.
  const cache = new PageCache(1);
  async function* chunks(): AsyncGenerator<string> {
    yield csvHeaderRecord(columns.map((column) => MERCHANT_LABELS[column]));
    let asOf = query.asOf;
    for (let page = 1; ; page += 1) {
      const chunk = await merchantsPage(
        db,
        cache,
        id,
        { ...query, page, perPage: chunkRows, asOf },
        days,
        now,
      );
      asOf = chunk.meta.asOf;
      let lines = '';
      for (const row of chunk.data) {
        lines += csvRecord(columns.map((column) => csvCellText(MERCHANT_CSV[column](row))));
      }
      if (lines) yield lines;
      if (chunk.data.length < chunkRows || page >= chunk.meta.totalPages) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return {
    fileName: `partner-${id}-merchants-${days.start}-${days.end}.csv`,
    body: Readable.from(chunks(), { objectMode: false }),
  };
}

/** The residual report's query narrowed to one merchant of the partner (in its own currency). */
const residualFilter = (
  merchantId: number,
  partnerId: number,
  currency: string,
  days: PartnerDays,
) =>
  ({
    merchantid: merchantId,
    partner_id: partnerId,
    currency,
    start_date: days.start,
    end_date: days.end,
    timezone: 'UTC',
    page: 1,
    perPage: 1,
    sort: [],
    search: undefined,
  }) as unknown as ResidualQuery;

/** GET /admin/clients: every client's id and name, by name. */
export async function clientPicks(db: Database): Promise<ClientPick[]> {
  return (await clientPickList(db)).data;
}

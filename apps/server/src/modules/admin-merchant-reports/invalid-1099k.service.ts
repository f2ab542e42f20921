import { Readable } from 'node:stream';
import {
  failedTaxDataChecks,
  INVALID_1099K_COLUMNS,
  type Invalid1099kColumn,
  TAX_DATA_CHECK_LABELS,
} from '@paydesk/domain/admin-merchant-report-fields';
import type { Invalid1099kQuery, Invalid1099kRow } from '@paydesk/domain/admin-merchant-reports';
import { merchantStatusLabel } from '@paydesk/domain/merchant-status';
import type { RawQuery } from '../../db/client';
import type { FieldCipher } from '../../platform/encryption';
import { type CsvCell, cellsCsv, cents, num, text } from '../../platform/lists/csv';
import type { ListPage } from '../../platform/lists/list-reader';
import type { ReportScope } from '../../platform/lists/report-scope';
import { type TaxDataRow, usMerchantsWithVolume } from './admin-merchant-reports.repository';

/**
 * The invalid-1099k report (/admin/reports/invalid-1099k): US merchants with volume in the range
 * whose tax data fails a check of `failedTaxDataChecks` (domain: the shared field checks). The
 * SSN rules need the owner's SSN in clear, which only the server can open, so the checks run
 * here, over the US merchants with volume (at most the platform's merchants), and the list is
 * sorted, paged and written to CSV from them. An SSN is opened only for a sole proprietor
 * without an EIN, and never leaves this function.
 */

/** Current state: no snapshot (as the other merchant reports). */
const NO_SNAPSHOT = String(Number.MAX_SAFE_INTEGER);

function rowOf(row: TaxDataRow, cipher: FieldCipher): Invalid1099kRow | null {
  const failedChecks = failedTaxDataChecks({
    businessType: row.business_type,
    ein: row.business_ein,
    legalName: row.business_legal_name,
    address1: row.business_address1,
    city: row.business_city,
    state: row.business_state,
    zip: row.business_zip,
    ownerSsn: () => {
      if (!row.owner_ssn) return null;
      try {
        return cipher.decrypt(row.owner_ssn);
      } catch {
        return null;
      }
    },
  });
  if (failedChecks.length === 0) return null;
  const einDigits = row.business_ein.replace(/\D/g, '');
  return {
    id: Number(row.id),
    businessCommonName: row.business_common_name,
    businessLegalName: row.business_legal_name,
    businessType: row.business_type,
    status: Number(row.status),
    processorId: Number(row.processor_id),
    einLastFour: einDigits.length >= 4 ? einDigits.slice(-4) : null,
    failedChecks,
    volume: Number(row.volume),
    count: Number(row.count),
    currency: row.currency,
  };
}

type SortKey = 'id' | 'businessCommonName' | 'businessLegalName' | 'volume' | 'count' | 'status';

const compareBy = (key: SortKey) => (a: Invalid1099kRow, b: Invalid1099kRow) => {
  const x = a[key];
  const y = b[key];
  return typeof x === 'number' && typeof y === 'number'
    ? x - y
    : String(x).localeCompare(String(y), 'en');
};

/** The query's rows, sorted (the id breaks ties, in the first term's direction). */
async function matchingRows(
  run: RawQuery,
  cipher: FieldCipher,
  query: Invalid1099kQuery,
  scope: ReportScope,
): Promise<Invalid1099kRow[]> {
  const candidates = await usMerchantsWithVolume(run, {
    merchantId: scope.merchantId,
    search: query.search,
    start_date: query.start_date,
    end_date: query.end_date,
    timezone: query.timezone,
  });
  const rows = candidates
    .map((row) => rowOf(row, cipher))
    .filter((row): row is Invalid1099kRow => row !== null)
    .filter((row) => !query.check || row.failedChecks.includes(query.check));
  const terms = [...query.sort, { key: 'id' as const, desc: query.sort[0]?.desc ?? false }];
  return rows.sort((a, b) => {
    for (const term of terms) {
      const order = compareBy(term.key as SortKey)(a, b);
      if (order !== 0) return term.desc ? -order : order;
    }
    return 0;
  });
}

export async function invalid1099kPage(
  run: RawQuery,
  cipher: FieldCipher,
  query: Invalid1099kQuery,
  scope: ReportScope,
): Promise<ListPage<Invalid1099kRow>> {
  const rows = await matchingRows(run, cipher, query, scope);
  const from = (query.page - 1) * query.perPage;
  return {
    meta: {
      perPage: query.perPage,
      page: query.page,
      totalRecords: rows.length,
      totalPages: Math.ceil(rows.length / query.perPage),
      asOf: NO_SNAPSHOT,
    },
    data: rows.slice(from, from + query.perPage),
  };
}

const CELLS: Record<Invalid1099kColumn, (row: Invalid1099kRow) => CsvCell> = {
  id: (row) => num(row.id),
  businessCommonName: (row) => text(row.businessCommonName),
  businessLegalName: (row) => text(row.businessLegalName),
  businessType: (row) => text(row.businessType),
  einLastFour: (row) => text(row.einLastFour),
  failedChecks: (row) =>
    text(row.failedChecks.map((check) => TAX_DATA_CHECK_LABELS[check]).join('; ')),
  volume: (row) => cents(row.volume),
  count: (row) => num(row.count),
  status: (row) => text(merchantStatusLabel(row.status, row.processorId)),
};

/** Every row of the query as CSV (the list's columns, or those asked for), in its order. */
export async function invalid1099kCsv(
  run: RawQuery,
  cipher: FieldCipher,
  query: Invalid1099kQuery,
  scope: ReportScope,
): Promise<Readable> {
  const rows = await matchingRows(run, cipher, query, scope);
  return Readable.from([
    cellsCsv({ columns: INVALID_1099K_COLUMNS, csvCell: CELLS }, query.columns, rows),
  ]);
}

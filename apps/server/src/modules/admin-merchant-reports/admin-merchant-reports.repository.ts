import { withTime } from '@paydesk/domain/wall-clock';
import type { RawQuery } from '../../db/client';
import { SqlParams } from '../../platform/lists/sql-params';
import { merchantSearchCondition } from '../admin-merchants/admin-merchants.service';
import { rollupSumsJoins } from './rollup-range-sql';

/** SQL of the merchant reports that are not declared lists (the lists: *-list.ts). */

/** A US merchant's tax data and approved sale volume over the report's range. */
export interface TaxDataRow {
  id: number;
  business_common_name: string;
  business_legal_name: string;
  business_type: string;
  status: number;
  processor_id: number;
  business_ein: string;
  business_address1: string;
  business_city: string;
  business_state: string;
  business_zip: string;
  currency: string;
  /** The first beneficial owner's SSN, sealed (AES-256-GCM), or null. */
  owner_ssn: string | null;
  volume: string | number;
  count: string | number;
}

export interface TaxDataFilter {
  merchantId: number | null;
  search?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  timezone: string;
}

/**
 * Every US merchant (the 1099-K is a US form) with approved sale volume in the range (all time
 * without one), with what its 1099-K needs: legal name, EIN, address, business type and the
 * first owner's SSN (sole proprietors may file under it). The volume is read from the rollups.
 */
export async function usMerchantsWithVolume(
  run: RawQuery,
  filter: TaxDataFilter,
): Promise<TaxDataRow[]> {
  const params = new SqlParams();
  // The range as [from, to) instants: the bounds dayRangeConditions writes for a column.
  const [from, to] = rangeBounds(filter, params);
  const conditions = [`m.business_country = 'USA'`, 'v.gross_volume_cents > 0'];
  if (filter.merchantId !== null)
    conditions.push(`m.id = ${params.add(filter.merchantId, 'int4')}`);
  if (filter.search) conditions.push(merchantSearchCondition(filter.search, params));
  return run<TaxDataRow>(
    `select m.id, m.business_common_name, m.business_legal_name, m.business_type, m.status,
            m.processor_id, m.business_ein, m.business_address1, m.business_city, m.business_state,
            m.business_zip, m.currency, v.gross_volume_cents::text as volume,
            v.successful_count::text as count,
            (select c.ssn_encrypted from merchant_contacts c
              where c.merchant_id = m.id and c.type = 'Beneficial Owner/Officer'
              order by c.id limit 1) as owner_ssn
       from merchants m
       ${rollupSumsJoins({ merchant: 'm.id', from, to, columns: ['gross_volume_cents', 'successful_count'], as: 'v' })}
      where ${conditions.join(' and ')}`,
    params.values,
  );
}

/**
 * The range's first instant and the instant after its last, bound (the wall-clock rule of
 * `dayRangeConditions`: a bare start day from 00:00:00, a bare end day to 23:59:59 inclusive,
 * in the range's zone); an open end is -infinity or infinity.
 */
function rangeBounds(filter: TaxDataFilter, params: SqlParams): [string, string] {
  const zone = () => params.add(filter.timezone, 'text');
  const from = filter.start_date
    ? `(${params.add(withTime(filter.start_date, '00:00:00'), 'timestamp')} at time zone ${zone()})`
    : `'-infinity'::timestamptz`;
  const to = filter.end_date
    ? `(${params.add(withTime(filter.end_date, '23:59:59'), 'timestamp')} at time zone ${zone()}) + interval '1 second'`
    : `'infinity'::timestamptz`;
  return [from, to];
}

import { MAX_ID } from '@paydesk/domain/ids';
import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import type { SqlParams } from '../../platform/lists/sql-params';

/**
 * The conditions of the admin merchants list, the pickers and the rate list, on the merchant
 * alias `m` (part 2 §7: search by id, DBA, legal name, owner name, e-mail, phone, EIN last four).
 */

const digitsOf = (sql: string) => `regexp_replace(coalesce(${sql}, ''), '[^0-9]', '', 'g')`;

/**
 * The search box: the exact id, a part of the DBA or legal name (any case), a contact's name
 * ("first last", either part), e-mail, or phone digits (3 or more), the business phone's
 * digits, or the EIN's last four digits.
 */
export function merchantSearchCondition(search: string, params: SqlParams): string {
  const term = params.add(search.toLowerCase(), 'text');
  const contactMatches = [
    `strpos(lower(c.first_name || ' ' || c.last_name), ${term}) > 0`,
    `strpos(lower(coalesce(c.email, '')), ${term}) > 0`,
  ];
  const matches = [
    `strpos(lower(m.business_common_name), ${term}) > 0`,
    `strpos(lower(m.business_legal_name), ${term}) > 0`,
  ];
  if (/^\d{1,10}$/.test(search) && Number(search) <= MAX_ID) {
    matches.unshift(`m.id = ${params.add(Number(search), 'int4')}`);
  }
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3) {
    const phone = params.add(digits, 'text');
    contactMatches.push(`strpos(${digitsOf('c.phone')}, ${phone}) > 0`);
    matches.push(`strpos(${digitsOf('m.business_phone')}, ${phone}) > 0`);
  }
  if (/^\d{4}$/.test(search.trim())) {
    matches.push(`right(${digitsOf('m.business_ein')}, 4) = ${params.add(search.trim(), 'text')}`);
  }
  matches.push(
    `exists (select 1 from merchant_contacts c where c.merchant_id = m.id and (${contactMatches.join(' or ')}))`,
  );
  return `(${matches.join(' or ')})`;
}

export interface MerchantFilter {
  search?: string | undefined;
  status?: number | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  timezone?: string | undefined;
}

/** The list's filters as conditions on `m`: search, status and the created range. */
export function merchantConditions(query: MerchantFilter, params: SqlParams): string[] {
  const conditions: string[] = [];
  if (query.search) conditions.push(merchantSearchCondition(query.search, params));
  if (query.status !== undefined) conditions.push(`m.status = ${params.add(query.status, 'int4')}`);
  conditions.push(...dayRangeConditions('m.created_at', query, params));
  return conditions;
}

import type { MerchantFilters } from '@paydesk/domain/admin-overview';
import type { SqlParams } from '../../platform/lists/sql-params';

/** The merchants a figure counts: the filters, and the per-client overviews' client. */
export interface MerchantScope {
  filters: MerchantFilters;
  /** The client of /admin/clients/{id}/... (with the filters' client_id, both must hold). */
  clientId?: number;
}

/** Where a table keeps the attributes the filters test (a merchant's, or a segment's). */
export interface ScopeColumns {
  currency: string;
  processor: string;
  partner: string;
  client: string;
  country: string;
}

/** The scope's conditions on a table's columns. */
export function scopeConditions(
  scope: MerchantScope,
  columns: ScopeColumns,
  params: SqlParams,
): string[] {
  const { filters } = scope;
  const where = [`${columns.currency} = ${params.add(filters.currency)}`];
  if (filters.processor !== undefined)
    where.push(`${columns.processor} = ${params.add(filters.processor, 'int')}`);
  if (filters.partner_id !== undefined)
    where.push(`${columns.partner} = ${params.add(filters.partner_id, 'int')}`);
  if (filters.client_id !== undefined)
    where.push(`${columns.client} = ${params.add(filters.client_id, 'int')}`);
  if (scope.clientId !== undefined)
    where.push(`${columns.client} = ${params.add(scope.clientId, 'int')}`);
  if (filters.country !== undefined)
    where.push(`${columns.country} = ${params.add(filters.country)}`);
  return where;
}

import {
  REPORT_COUNTRIES,
  VOLUME_TYPES,
  type VolumeType,
} from '@paydesk/domain/admin-partner-report-fields';
import type { PastMonthsKey } from '../api/partner-report-keys';

/** The views of Partner Volume (`?view=`), the first the default. */
export const PARTNER_VOLUME_VIEWS = [
  { value: 'partners', label: 'Volume by partner' },
  { value: 'merchants', label: 'Volume by merchant' },
  { value: 'months', label: '16-month volume' },
  { value: 'accounts', label: 'Accounts per month' },
  { value: 'clients', label: 'Clients' },
] as const;
export type PartnerVolumeView = (typeof PARTNER_VOLUME_VIEWS)[number]['value'];

export function viewOf(raw: string | null): PartnerVolumeView {
  return PARTNER_VOLUME_VIEWS.find((v) => v.value === raw)?.value ?? 'partners';
}

/** The URL parameters of the 16-month views (the API's path parts and query). */
export const PAST_MONTHS_PARAMS = {
  country: 'country',
  type: 'type',
  client: 'client',
  processor: 'processorId',
} as const;

/**
 * What a 16-month view reads, from its URL: the country (default USA), the volume type
 * (default all), a client, a processor and the header's merchant. Unknown values fall back to
 * the defaults (a hand-edited link).
 */
export function pastMonthsKeyOf(
  params: URLSearchParams,
  merchantId: number | undefined,
  withType: boolean,
): PastMonthsKey {
  const country = params.get(PAST_MONTHS_PARAMS.country) ?? '';
  const type = params.get(PAST_MONTHS_PARAMS.type) ?? '';
  const client = params.get(PAST_MONTHS_PARAMS.client) ?? '';
  const processor = params.get(PAST_MONTHS_PARAMS.processor) ?? '';
  const key: PastMonthsKey = {
    country: REPORT_COUNTRIES.some((c) => c.code === country) ? country : 'USA',
  };
  if (withType)
    key.type = (VOLUME_TYPES as readonly string[]).includes(type) ? (type as VolumeType) : 'all';
  if (/^[1-9]\d{0,9}$/.test(client)) key.client = Number(client);
  if (processor === '2' || processor === '3') key.processorId = processor;
  if (merchantId !== undefined) key.merchantid = String(merchantId);
  return key;
}

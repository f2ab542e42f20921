import type { TextFilterSpec } from '../list-state/filter-spec';

/** The reports' partner filter (`partner_id`): a partner's id, typed. */
export const PARTNER_ID_FILTER: TextFilterSpec = {
  kind: 'text',
  param: 'partner_id',
  label: 'Partner ID',
  placeholder: 'e.g. 3',
  pattern: /^[1-9]\d{0,9}$/,
  patternMessage: 'A partner ID is a whole number',
  inputMode: 'numeric',
};

import type { ColumnSpec } from './list-params';
import { MERCHANT_STATUSES } from './merchant-status';

/**
 * The admin merchant profile's History tab (part 2 §3 "Change-history groupings", §2 the
 * History tab), without zod: the groupings, the label dictionary of the fields (per
 * grouping), the lists' columns and the user-change actions.
 */

/** The groupings of merchant_change_history rows, in the order the filter offers them. */
export const HISTORY_GROUPINGS = [
  'General',
  'Limits',
  'Banking',
  'Contact',
  'Miscellaneous',
  'Processor',
  'Funding Hold',
] as const;
export type HistoryGrouping = (typeof HISTORY_GROUPINGS)[number];

/** The grouping of a change to one of the merchant's users (the users history). */
export const USERS_HISTORY_GROUPING = 'Users';

/**
 * The label of each field a history row may name, per grouping (the field names the writers
 * use: My Account's merchant details, the CTA form, the back office's actions). Both spellings
 * some writers use (`business_address1`, `business_address_1`) are listed.
 */
export const HISTORY_FIELD_LABELS: Readonly<
  Record<HistoryGrouping | typeof USERS_HISTORY_GROUPING, Readonly<Record<string, string>>>
> = {
  General: {
    status: 'Status',
    closure_reason: 'Closure reason',
    business_common_name: 'DBA',
    business_legal_name: 'Legal name',
    business_ein: 'EIN',
    business_address1: 'Business address',
    business_address_1: 'Business address',
    business_address2: 'Business address line 2',
    business_address_2: 'Business address line 2',
    business_city: 'Business city',
    business_state: 'Business state',
    business_zip: 'Business ZIP',
    business_country: 'Country',
    country_id: 'Country',
    business_phone: 'Business phone',
    business_type: 'Business type',
    partner_id: 'Partner',
    client_id: 'Client',
    web_rate_name: 'Web rate',
    mobile_rate_name: 'Mobile rate',
    rate_id: 'Rate',
    payout_frequency: 'Payout frequency',
    payout_anchor: 'Payout day',
    allow_card_payment: 'Card payments allowed',
    allow_ach_payment: 'ACH payments allowed',
    card_brands: 'Card brands',
    pos_data: 'POS data',
  },
  Limits: {
    cc_per_transaction_limit: 'Card limit per transaction',
    cc_per_month_limit: 'Card limit per month',
    ach_per_transaction_limit: 'ACH limit per transaction',
    ach_per_month_limit: 'ACH limit per month',
    cc_refund_line_of_credit: 'Card refund line of credit',
  },
  Banking: {
    bank_name: 'Bank name',
    bank_account_type: 'Account type',
    bank_account_ownership_type: 'Account ownership',
    bank_account_number: 'Account number',
    bank_account_number_last_four: 'Account number (last four)',
    bank_routing_number: 'Routing number',
    bank_routing_number_last_four: 'Routing number (last four)',
    payout_frequency: 'Payout frequency',
    payout_anchor: 'Payout day',
  },
  Contact: {
    contact_first_name: 'Contact first name',
    contact_last_name: 'Contact last name',
    contact_email: 'Contact e-mail',
    contact_phone_mobile: 'Contact mobile phone',
    contact_address_1: 'Contact address',
    contact_address_2: 'Contact address line 2',
    contact_city: 'Contact city',
    contact_state: 'Contact state',
    contact_zip: 'Contact ZIP',
    contact_country: 'Contact country',
    owner_first_name: 'Owner first name',
    owner_last_name: 'Owner last name',
    owner_address_1: 'Owner address',
    owner_address_2: 'Owner address line 2',
    owner_city: 'Owner city',
    owner_state: 'Owner state',
    owner_postal_code: 'Owner postal code',
    owner_country: 'Owner country',
    owner_country_id: 'Owner country',
    owner_date_of_birth: 'Owner date of birth',
    owner_ssn: 'Owner SSN',
    owner_phone: 'Owner phone',
  },
  Miscellaneous: {
    call_to_action: 'Call to action',
    soft_descriptor: 'Soft descriptor',
    payout_descriptor: 'Payout descriptor',
    client_id: 'Client',
    enable_pos_devices: 'POS devices',
    allow_subscriptions: 'Subscriptions',
    allow_customers: 'Customers',
    allow_checkout: 'Checkout',
    stack_owned: 'Stack owned',
    use_destination_payments: 'Destination payments',
    dual_processor_refunds: 'Dual processor refunds',
    refunds_and_voids: 'Refunds and voids',
    dispute_handling: 'Stack works disputes',
    small_dollar_transaction: 'Small-dollar transactions',
    notification_settings: 'Notifications',
    dispute_notification_emails: 'Dispute e-mail recipients',
    failed_payout_notification_emails: 'Failed payout e-mail recipients',
    banking_update_notification_emails: 'Banking update e-mail recipients',
    alert: 'Alert',
    request_hash_key: 'Merchant hash',
  },
  Processor: {
    processor_id: 'Processor',
    old_processor_id: 'Old processor',
    processor_can_revert: 'Can revert processor',
    processor_gateway_id: 'Processor gateway id',
    old_processor_gateway_id: 'Old processor gateway id',
    old_processor_gateway_alt_id: 'Old processor gateway alternate id',
    rate_id: 'Rate',
    web_rate_name: 'Web rate',
    mobile_rate_name: 'Mobile rate',
    terms_of_service: 'Terms of service',
    tos_accepted: 'Terms of service accepted',
    beneficial_data: 'Beneficial data',
    beneficial_data_sent: 'Beneficial data sent',
    payout_frequency: 'Payout frequency',
    payout_anchor: 'Payout day',
  },
  'Funding Hold': {
    has_funding_hold: 'Funding hold',
    funding_holds: 'Funding hold reasons',
    funding_hold_reason: 'Funding hold reason',
    funding_hold_desc: 'Funding hold description',
    hold_first_reported_date: 'Hold first reported',
    payout_frequency: 'Payout frequency',
    payout_anchor: 'Payout day',
  },
  Users: {
    'team-invite': 'User added',
    'team-update': 'User access changed',
    'team-remove': 'User removed',
  },
};

/** 'bank_account_type' -> 'Bank account type': a field the dictionary does not know. */
function humanize(field: string): string {
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}

/** A history field's label: the grouping's, else any grouping's, else the field in words. */
export function historyFieldLabel(grouping: string, field: string): string {
  const own = (HISTORY_FIELD_LABELS as Record<string, Record<string, string> | undefined>)[
    grouping
  ]?.[field];
  if (own) return own;
  for (const labels of Object.values(HISTORY_FIELD_LABELS)) {
    const label = labels[field];
    if (label) return label;
  }
  return humanize(field);
}

/** A history value as shown: a status number reads as its label ('66' -> 'Pending (66)'). */
export function historyValueText(field: string, value: string | null): string | null {
  if (value === null || value === '') return null;
  if (field === 'status' && /^-?\d+$/.test(value)) {
    const label = MERCHANT_STATUSES[Number(value)]?.label;
    return label ? `${label} (${value})` : value;
  }
  return value;
}

/** The columns of both history lists (the CSV's too); newest first. */
export const HISTORY_COLUMNS = [
  { key: 'changedAt', label: 'Changed', sortable: true, defaultVisible: true },
  { key: 'changedBy', label: 'Changed by', defaultVisible: true },
  { key: 'grouping', label: 'Grouping', defaultVisible: true },
  { key: 'field', label: 'Field', defaultVisible: true },
  { key: 'oldValue', label: 'Old value', defaultVisible: true },
  { key: 'newValue', label: 'New value', defaultVisible: true },
] as const satisfies readonly ColumnSpec[];
export type HistoryColumn = (typeof HISTORY_COLUMNS)[number]['key'];
export const HISTORY_DEFAULT_SORT = '-changedAt';

/** The audit actions the users history reads (what modules/team records about a membership). */
export const USER_CHANGE_ACTIONS = ['team-invite', 'team-update', 'team-remove'] as const;
export type UserChangeAction = (typeof USER_CHANGE_ACTIONS)[number];

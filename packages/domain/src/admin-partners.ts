import { z } from 'zod';
import { perPageAlias, spellingsOfTheSpec } from './admin-merchants';
import { spansAYearAtMost } from './date-picker-rules';
import { FIELD_MESSAGES, isFreeText } from './field-checks';
import { rules, textField } from './field-schemas';
import { idParam } from './ids';
import type { ColumnSpec } from './list-params';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';
import {
  isWallClockTime,
  RANGE_LIMIT_MESSAGE,
  START_AFTER_END_MESSAGE,
  wallClockTimeSchema,
  withTime,
} from './wall-clock';

/**
 * Partners, shown as affiliates (part 2 §2 /admin/partners, §3 "Partner (affiliate)", §7
 * "Partners, rates, clients"), and the clients picker. Status: 1 active, 0 inactive. The tax id
 * is answered masked only ('•••••' and its last four).
 */

export const PARTNER_STATUSES = [
  { value: 1, label: 'Active' },
  { value: 0, label: 'Inactive' },
] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number]['value'];
export const partnerStatusLabel = (status: number) =>
  status === 1 ? 'Active' : status === 0 ? 'Inactive' : `Status ${status}`;

/** The mask of a tax id: five dots and the last four digits. */
export const TAX_ID_MASK = '•••••';
export const maskTaxId = (taxId: string | null | undefined) =>
  taxId ? `${TAX_ID_MASK}${taxId.replace(/\D/g, '').slice(-4)}` : null;

export const PARTNER_MESSAGES = {
  notFound: 'Partner not found.',
  status: 'Use a status of 0 (inactive) or 1 (active)',
  statusFilter: 'Use a status of 0 (inactive) or 1 (active)',
  notificationExists: 'This e-mail address is already notified for this partner.',
  notificationMissing: 'This e-mail address is not notified for this partner.',
  created: 'Partner created',
  saved: 'Partner saved',
} as const;

/** The partners list's columns (the CSV's too); sortable ones are indexed. */
export const PARTNER_COLUMNS = [
  { key: 'id', label: 'ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'name', label: 'Name', sortable: true, defaultVisible: true },
  { key: 'status', label: 'Status', sortable: true, defaultVisible: true },
  { key: 'firstName', label: 'First name', defaultVisible: true },
  { key: 'lastName', label: 'Last name', defaultVisible: true },
  { key: 'email', label: 'E-mail', defaultVisible: true },
  { key: 'taxId', label: 'Tax ID', defaultVisible: true },
  { key: 'createdAt', label: 'Created', sortable: true, defaultVisible: true },
] as const satisfies readonly ColumnSpec[];
export type PartnerColumn = (typeof PARTNER_COLUMNS)[number]['key'];
export const PARTNER_DEFAULT_SORT = 'name';

/** A partner's merchants on the profile, with their figures over a range. */
export const PARTNER_MERCHANT_COLUMNS = [
  { key: 'id', label: 'ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'businessCommonName', label: 'DBA', sortable: true, defaultVisible: true },
  { key: 'status', label: 'Status', sortable: true, defaultVisible: true },
  { key: 'processor', label: 'Processor', defaultVisible: true },
  { key: 'country', label: 'Country', defaultVisible: true },
  { key: 'transactions', label: 'Sales', numeric: true, defaultVisible: true },
  { key: 'volume', label: 'Volume', numeric: true, defaultVisible: true },
  { key: 'fees', label: 'Fees', numeric: true, defaultVisible: true },
  { key: 'residual', label: 'Residual', numeric: true, defaultVisible: true },
] as const satisfies readonly ColumnSpec[];
export type PartnerMerchantColumn = (typeof PARTNER_MERCHANT_COLUMNS)[number]['key'];
export const PARTNER_MERCHANT_DEFAULT_SORT = 'businessCommonName';

export const partnerIdParams = z.object({
  id: idParam('partner', 'A partner id'),
});

/** One row of GET /admin/partners (part 2 §3 "Partner (affiliate)"). */
export const partnerRowSchema = z
  .object({
    id: z.number().int(),
    /** 1 active, 0 inactive. */
    status: z.number().int(),
    name: z.string(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** Masked: '•••••' and the last four digits; null when none is stored. */
    taxId: z.string().nullable(),
    email: z.string(),
  })
  .meta({ id: 'PartnerRow' });
export type PartnerRow = z.infer<typeof partnerRowSchema>;

/** One partner: the row, its website and phone, and how many merchants it has. */
export const partnerDetailSchema = partnerRowSchema
  .safeExtend({
    website: z.string().nullable(),
    phone: z.string().nullable(),
    merchants: z.number().int(),
    activeMerchants: z.number().int(),
  })
  .meta({ id: 'PartnerDetail' });
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

const statusParam = z
  .enum(['0', '1'], { error: PARTNER_MESSAGES.statusFilter })
  .transform(Number)
  .meta({ description: '1 active, 0 inactive' });

/** GET /admin/partners: paging, sort (default name), search (name, e-mail or id), status, CSV. */
export const partnerListQuerySchema = listQuerySchema({
  columns: PARTNER_COLUMNS,
  defaultSort: PARTNER_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
})
  .safeExtend({
    status: statusParam.optional(),
    per_page: perPageAlias.optional(),
  })
  .overwrite(spellingsOfTheSpec);
export type PartnerListQuery = z.output<typeof partnerListQuerySchema>;

const nameRule = { test: (v: string) => isFreeText(v), message: FIELD_MESSAGES.freeText };
const required = { required: true, max: 120 } as const;

/** The tax id as typed (dashes allowed), answered as its nine digits. */
const taxIdField = textField({ ...required, rules: [rules.taxId, rules.notPlaceholderTaxId] })
  .transform((value) => value.replace(/-/g, ''))
  .meta({
    description: '9 digits (dashes allowed); not 123456789 or 000000000. Sensitive.',
    examples: ['47-1234567'],
  });

const emailField = textField({ ...required, max: 254, rules: [rules.email] }).transform((v) =>
  v.toLowerCase(),
);

/** The fields of a partner, each checked by the general checks of part 1 §5. */
const partnerFields = {
  name: textField({ ...required, rules: [nameRule] }),
  firstName: textField({ ...required, max: 60, rules: [rules.name] }),
  lastName: textField({ ...required, max: 60, rules: [rules.name] }),
  taxId: taxIdField,
  email: emailField,
  website: textField({ max: 2048, rules: [rules.url] }).meta({
    examples: ['https://partner.test'],
  }),
  phone: textField({ max: 30, rules: [rules.phone] }),
};

/** POST /admin/partners. */
export const createPartnerSchema = z
  .object({
    ...partnerFields,
    website: partnerFields.website.optional(),
    phone: partnerFields.phone.optional(),
  })
  .meta({ id: 'CreatePartner' });
export type CreatePartner = z.output<typeof createPartnerSchema>;
export type CreatePartnerInput = z.input<typeof createPartnerSchema>;

/** PATCH /admin/partners/{id}: any of the fields; '' clears the website or phone. */
export const updatePartnerSchema = z
  .object({
    name: partnerFields.name.optional(),
    firstName: partnerFields.firstName.optional(),
    lastName: partnerFields.lastName.optional(),
    taxId: partnerFields.taxId.optional(),
    email: partnerFields.email.optional(),
    website: partnerFields.website.nullable().optional(),
    phone: partnerFields.phone.nullable().optional(),
  })
  .meta({ id: 'UpdatePartner' });
export type UpdatePartner = z.output<typeof updatePartnerSchema>;

/** PATCH /admin/partners/{id}/status. */
export const partnerStatusSchema = z
  .object({
    status: z.union([z.literal(0), z.literal(1)], { error: PARTNER_MESSAGES.status }),
  })
  .meta({ id: 'PartnerStatusChange' });
export type PartnerStatusChange = z.output<typeof partnerStatusSchema>;

export const partnerNotificationSchema = z
  .object({ email: z.string(), createdAt: z.string() })
  .meta({ id: 'PartnerNotificationEmail' });
export type PartnerNotification = z.infer<typeof partnerNotificationSchema>;

export const partnerNotificationListSchema = z.object({
  data: z.array(partnerNotificationSchema),
});
export type PartnerNotificationList = z.infer<typeof partnerNotificationListSchema>;

/** POST /admin/partners/{id}/notifications; DELETE takes the same as `?email=`. */
export const partnerNotificationBodySchema = z
  .object({ email: emailField })
  .meta({ id: 'PartnerNotificationBody' });
export type PartnerNotificationBody = z.output<typeof partnerNotificationBodySchema>;
export const partnerNotificationQuerySchema = z.object({ email: emailField });

/** GET /admin/partners/{id}/merchants: a range of UTC days (a year at most), paged, sorted. */
export const partnerMerchantsQuerySchema = listQuerySchema({
  columns: PARTNER_MERCHANT_COLUMNS,
  defaultSort: PARTNER_MERCHANT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
})
  .safeExtend({
    start_date: wallClockTimeSchema
      .optional()
      .meta({ description: 'First UTC day (default: the first of this month)' }),
    end_date: wallClockTimeSchema.optional().meta({ description: 'Last UTC day (default: today)' }),
    per_page: perPageAlias.optional(),
  })
  .superRefine((query, context) => {
    if (!isWallClockTime(query.start_date) || !isWallClockTime(query.end_date)) return;
    const start = withTime(query.start_date, '00:00:00');
    const end = withTime(query.end_date, '23:59:59');
    if (start > end) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: START_AFTER_END_MESSAGE });
    } else if (!spansAYearAtMost({ from: start.slice(0, 10), to: end.slice(0, 10) })) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: RANGE_LIMIT_MESSAGE });
    }
  })
  .overwrite((query) => ({ ...query, perPage: query.per_page ?? query.perPage }));
export type PartnerMerchantsQuery = z.output<typeof partnerMerchantsQuerySchema>;

/** One merchant of a partner with its figures over the range (cents, its own currency). */
export const partnerMerchantRowSchema = z
  .object({
    id: z.number().int(),
    businessCommonName: z.string(),
    status: z.number().int(),
    /** 2 the older processor, 3 the newer. */
    processor: z.number().int(),
    country: z.string().nullable(),
    currency: z.string(),
    /** Approved, unvoided sales in the range (the rollups' successful count). */
    transactions: z.number().int(),
    /** Their gross amount, cents. */
    volume: z.number().int(),
    /** Every fee the ledger charged, cents. */
    fees: z.number().int(),
    /** Fees less the cost at the residual rate (the residual-fees report's figure), cents. */
    residual: z.number().int(),
  })
  .meta({ id: 'PartnerMerchantRow' });
export type PartnerMerchantRow = z.infer<typeof partnerMerchantRowSchema>;

/** A client in a picker (GET /admin/clients). */
export const clientPickSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'ClientPick' });
export const clientPickListSchema = z.array(clientPickSchema);
export type ClientPick = z.infer<typeof clientPickSchema>;

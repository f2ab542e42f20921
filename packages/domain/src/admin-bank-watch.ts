import { z } from 'zod';
import {
  BANK_WATCH_BANK_NAME_MAX,
  BANK_WATCH_COLUMNS,
  BANK_WATCH_DEFAULT_SORT,
  BANK_WATCH_MESSAGES,
  BANK_WATCH_REASON_MAX,
} from './admin-bank-watch-fields';
import { perPageAlias, spellingsOfTheSpec } from './admin-merchants';
import { routingNumberValid } from './card-number';
import { isAccountNumber, isLastFour } from './field-checks';
import { textField } from './field-schemas';
import { idParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';

/**
 * The bank watch list (part 2 §3 "Bank watch entry", §7 /admin/reports/bank-watch): bank
 * accounts to watch for, by routing number and the account's last four or its full number
 * (kept encrypted, never answered). Every merchant bank account is checked against the list
 * when an entry is added or changed and whenever a merchant's bank account changes; a match
 * raises an alert on the merchant's profile.
 */

export const bankWatchIdParams = z.object({
  id: idParam('bankWatchEntry', 'A bank watch entry id'),
});

/** Digits as people type them: spaces and dashes dropped. */
const digits = (example: string) =>
  z
    .string()
    .meta({ examples: [example] })
    .transform((value) => value.replace(/[\s-]/g, ''));

const routingNumber = digits('021000021')
  .refine((value) => value.length > 0, BANK_WATCH_MESSAGES.routingRequired)
  .refine((value) => value.length === 0 || routingNumberValid(value), {
    message: BANK_WATCH_MESSAGES.routingInvalid,
  })
  .meta({ description: '9 digits with a valid ABA checksum' });

const lastFour = digits('6789')
  .refine((value) => value === '' || isLastFour(value), BANK_WATCH_MESSAGES.lastFourInvalid)
  .meta({ description: "The account's last four digits (or give accountNumber)" });

const accountNumber = digits('000123456789')
  .refine(
    (value) => value === '' || isAccountNumber(value),
    BANK_WATCH_MESSAGES.accountNumberInvalid,
  )
  .meta({
    description:
      'The full account number, 4 to 17 digits (or give accountNumberLast4): stored encrypted, matched by its keyed fingerprint, never answered',
  });

const entryShape = {
  routingNumber,
  accountNumberLast4: lastFour.optional(),
  accountNumber: accountNumber.optional(),
  bankName: textField({
    required: true,
    requiredMessage: BANK_WATCH_MESSAGES.bankNameRequired,
    max: BANK_WATCH_BANK_NAME_MAX,
  }),
  reason: textField({
    required: true,
    requiredMessage: BANK_WATCH_MESSAGES.reasonRequired,
    max: BANK_WATCH_REASON_MAX,
  }),
};

/** '' counts as not given (a form's empty field). */
const given = (value: string | undefined) => value !== undefined && value !== '';

function checkAccount(
  body: { accountNumberLast4?: string | undefined; accountNumber?: string | undefined },
  ctx: z.RefinementCtx,
  required: boolean,
) {
  const last4 = given(body.accountNumberLast4);
  const full = given(body.accountNumber);
  if (last4 && full)
    ctx.addIssue({
      code: 'custom',
      path: ['accountNumberLast4'],
      message: BANK_WATCH_MESSAGES.accountBoth,
    });
  else if (!last4 && !full && required)
    ctx.addIssue({
      code: 'custom',
      path: ['accountNumberLast4'],
      message: BANK_WATCH_MESSAGES.accountRequired,
    });
}

/** POST /admin/reports/bank-watch: the account's last four or its full number, not both. */
export const createBankWatchEntrySchema = z
  .object(entryShape)
  .superRefine((body, ctx) => checkAccount(body, ctx, true))
  .meta({ id: 'CreateBankWatchEntry' });
export type CreateBankWatchEntry = z.output<typeof createBankWatchEntrySchema>;
export type CreateBankWatchEntryInput = z.input<typeof createBankWatchEntrySchema>;

/**
 * PUT /admin/reports/bank-watch/{id}: the whole entry; leave both account fields out (or empty)
 * to keep the entry's account as it is (its full number stays sealed).
 */
export const updateBankWatchEntrySchema = z
  .object(entryShape)
  .superRefine((body, ctx) => checkAccount(body, ctx, false))
  .meta({ id: 'UpdateBankWatchEntry' });
export type UpdateBankWatchEntry = z.output<typeof updateBankWatchEntrySchema>;
export type UpdateBankWatchEntryInput = z.input<typeof updateBankWatchEntrySchema>;

/** One entry, as the list and every write answer it (the full account number never). */
export const bankWatchEntrySchema = z
  .object({
    id: z.number().int(),
    routingNumber: z.string(),
    accountNumberLast4: z.string(),
    /** True when the entry holds the full account number (sealed; matched by fingerprint). */
    hasFullAccountNumber: z.boolean(),
    bankName: z.string(),
    reason: z.string(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    createdByEmail: z.string().nullable(),
    updatedAt: z.string(),
    updatedByEmail: z.string().nullable(),
    matchCount: z.number().int(),
  })
  .meta({ id: 'BankWatchEntry' });
export type BankWatchEntry = z.infer<typeof bankWatchEntrySchema>;

/** A merchant whose bank account matches the entry. */
export const bankWatchMatchSchema = z
  .object({
    merchantId: z.number().int(),
    businessCommonName: z.string(),
    businessLegalName: z.string(),
    status: z.number().int(),
    processorId: z.number().int(),
    /** ISO 8601, UTC. */
    matchedAt: z.string(),
    /** The alert the match raised on the profile (null: it was deleted since). */
    alertId: z.number().int().nullable(),
    alertActive: z.boolean(),
  })
  .meta({ id: 'BankWatchMatch' });
export type BankWatchMatch = z.infer<typeof bankWatchMatchSchema>;

/** GET /admin/reports/bank-watch/{id}: the entry and its matching merchants. */
export const bankWatchEntryDetailSchema = bankWatchEntrySchema
  .extend({ matches: z.array(bankWatchMatchSchema) })
  .meta({ id: 'BankWatchEntryDetail' });
export type BankWatchEntryDetail = z.infer<typeof bankWatchEntryDetailSchema>;

/** GET /admin/reports/bank-watch: paging, sort (default -createdAt), search. */
export const bankWatchListQuerySchema = listQuerySchema({
  columns: BANK_WATCH_COLUMNS,
  defaultSort: BANK_WATCH_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
})
  .safeExtend({ per_page: perPageAlias.optional() })
  .overwrite(spellingsOfTheSpec);
export type BankWatchListQuery = z.output<typeof bankWatchListQuerySchema>;

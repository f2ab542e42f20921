import { z } from 'zod';
import { perPageAlias, spellingsOfTheSpec } from './admin-merchants';
import {
  RATE_ACCOUNT_COLUMNS,
  RATE_ACCOUNT_DEFAULT_SORT,
  RATE_COLUMNS,
  RATE_DEFAULT_SORT,
  RATE_MAX_FIXED_CENTS,
  RATE_MAX_PERCENT_BPS,
  RATE_MAX_RETURN_FEE_CENTS,
  RATE_MESSAGES,
  RATE_NAME_MAX,
} from './admin-rate-fields';
import { textField } from './field-schemas';
import { idField, idParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';

/**
 * Rate plans (part 2 §3 "Rate", §7 "Partners, rates, clients"): the fees the simulated
 * processors charge a merchant on the rate (card percent and fixed, ACH percent, fixed and cap,
 * the rejected-return fee), the partners that may use it, and its residual rate. Percentages in
 * basis points (2.90 % = 290), amounts in cents.
 */

export const rateIdParams = z.object({ id: idParam('rate', 'A rate id') });
export const rateProcessorParams = z.object({
  id: idParam('processor', 'A processor id: 2 (older) or 3 (newer)'),
});

const processorChoice = z
  .union([z.literal(2), z.literal(3)], { error: RATE_MESSAGES.processor })
  .meta({ description: '2 the older processor, 3 the newer' });

const whole = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);
const percentBps = () => whole(RATE_MAX_PERCENT_BPS, RATE_MESSAGES.percent);
const fixedCents = () => whole(RATE_MAX_FIXED_CENTS, RATE_MESSAGES.fixed);

/** The fees of a rate, as a form and the API write them. */
export const rateFeesShape = {
  cardPercentBps: percentBps(),
  cardFixedCents: fixedCents(),
  achPercentBps: percentBps(),
  achFixedCents: fixedCents(),
  /** Null: no cap. */
  achCapCents: fixedCents().nullable(),
  rejectedReturnFeeCents: whole(RATE_MAX_RETURN_FEE_CENTS, RATE_MESSAGES.returnFee),
};

const rateName = () =>
  textField({ required: true, requiredMessage: RATE_MESSAGES.nameRequired, max: RATE_NAME_MAX });

/** POST /admin/rates. */
export const createRateSchema = z
  .object({
    rateName: rateName(),
    processorId: processorChoice,
    ...rateFeesShape,
    partnerIds: z
      .array(idField('partner', 'A partner that may use the rate'))
      .max(100)
      .optional()
      .meta({ description: 'Partners that may use the rate (none: every partner may).' }),
  })
  .meta({ id: 'CreateRate' });
export type CreateRate = z.infer<typeof createRateSchema>;
export type CreateRateInput = z.input<typeof createRateSchema>;

/** POST /admin/rates/{id}/update: the name and the fees (the processor stays). */
export const updateRateSchema = z
  .object({ rateName: rateName(), ...rateFeesShape })
  .meta({ id: 'UpdateRate' });
export type UpdateRate = z.infer<typeof updateRateSchema>;
export type UpdateRateInput = z.input<typeof updateRateSchema>;

/** POST /admin/rates/{id}/link: link the rate to a partner, or unlink it. */
export const linkRateSchema = z
  .object({
    partnerId: idField('partner', 'The partner to link or unlink'),
    linked: z.boolean({ error: 'Say whether the rate is linked (true) or unlinked (false).' }),
  })
  .meta({ id: 'LinkRate' });
export type LinkRate = z.infer<typeof linkRateSchema>;

/**
 * PATCH /admin/rates/{id}/convert-to-residual: `isResidualRate` true makes the rate a residual
 * rate (then `residualRateId` must be null: a residual rate points at no other); false keeps it
 * a rate merchants use, pointing at the residual rate `residualRateId` (or at none).
 */
export const convertRateSchema = z
  .object({
    isResidualRate: z.boolean({ error: 'Say whether the rate is a residual rate.' }),
    residualRateId: idField('rate', 'The residual rate this rate points at').nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.isResidualRate && body.residualRateId !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['residualRateId'],
        message: RATE_MESSAGES.residualPointsAtResidual,
      });
    }
  })
  .meta({ id: 'ConvertRate' });
export type ConvertRate = z.infer<typeof convertRateSchema>;

export const ratePartnerSchema = z
  .object({ id: z.number().int(), name: z.string(), status: z.number().int() })
  .meta({ id: 'RatePartner' });
export type RatePartner = z.infer<typeof ratePartnerSchema>;

/** One rate, as the list, the profile and every write answer it. */
export const rateSchema = z
  .object({
    id: z.number().int(),
    rateName: z.string(),
    processor: z.number().int(),
    processorName: z.string(),
    partners: z.array(ratePartnerSchema),
    isResidualRate: z.boolean(),
    residualRateId: z.number().int().nullable(),
    residualRateName: z.string().nullable(),
    cardPercentBps: z.number().int(),
    cardFixedCents: z.number().int(),
    achPercentBps: z.number().int(),
    achFixedCents: z.number().int(),
    achCapCents: z.number().int().nullable(),
    rejectedReturnFeeCents: z.number().int(),
    /** Merchants on the rate (by rate id, else by web rate name on the processor). */
    merchantCount: z.number().int(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
  })
  .meta({ id: 'Rate' });
export type Rate = z.infer<typeof rateSchema>;

const booleanParam = (description: string) =>
  z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .transform((value) => value === 'true')
    .meta({ description });

const processorParam = z
  .enum(['2', '3'], { error: RATE_MESSAGES.processor })
  .transform(Number)
  .meta({ description: '2 the older processor, 3 the newer' });

/** GET /admin/rates: paging, sort (default id,rateName), search by name, processor, residual. */
export const rateListQuerySchema = listQuerySchema({
  columns: RATE_COLUMNS,
  defaultSort: RATE_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
})
  .safeExtend({
    processor: processorParam.optional(),
    residual: booleanParam('true: residual rates only; false: the others').optional(),
    per_page: perPageAlias.optional(),
  })
  .overwrite(spellingsOfTheSpec);
export type RateListQuery = z.output<typeof rateListQuerySchema>;

/** One merchant of GET /admin/rates/accounts. */
export const rateAccountRowSchema = z
  .object({
    id: z.number().int(),
    businessCommonName: z.string(),
    status: z.number().int(),
    processorId: z.number().int(),
    processorName: z.string(),
    partnerId: z.number().int().nullable(),
    partnerName: z.string().nullable(),
    rateId: z.number().int().nullable(),
    rateName: z.string().nullable(),
    webRateName: z.string().nullable(),
    mobileRateName: z.string().nullable(),
  })
  .meta({ id: 'RateAccountRow' });
export type RateAccountRow = z.infer<typeof rateAccountRowSchema>;

export const rateAccountListQuerySchema = listQuerySchema({
  columns: RATE_ACCOUNT_COLUMNS,
  defaultSort: RATE_ACCOUNT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
})
  .safeExtend({
    rate_id: idParam('rate', 'Only merchants on this rate').optional(),
    processor: processorParam.optional(),
    per_page: perPageAlias.optional(),
    merchant_search: z.string().trim().max(200).optional(),
  })
  .overwrite(spellingsOfTheSpec);
export type RateAccountListQuery = z.output<typeof rateAccountListQuerySchema>;

/** GET /admin/rates/processor/{id}: an optional partner narrows to the rates it may use. */
export const processorRatesQuerySchema = z.object({
  partner_id: idParam('partner', 'Only rates this partner may use').optional(),
});

/** GET /admin/rates/residual-rates. */
export const residualRatesQuerySchema = z.object({ processor: processorParam.optional() });

/** A rate in a picker. */
export const rateChoiceSchema = z
  .object({
    id: z.number().int(),
    rateName: z.string(),
    processor: z.number().int(),
    processorName: z.string(),
    isResidualRate: z.boolean(),
  })
  .meta({ id: 'RateChoice' });
export type RateChoice = z.infer<typeof rateChoiceSchema>;
export const rateChoicesSchema = z.object({ data: z.array(rateChoiceSchema) });

export const ratePartnersSchema = z.object({ data: z.array(ratePartnerSchema) });

/** GET /admin/rates/report: each rate with its merchants and their month to date. */
export const rateReportRowSchema = z
  .object({
    id: z.number().int(),
    rateName: z.string(),
    processor: z.number().int(),
    processorName: z.string(),
    isResidualRate: z.boolean(),
    merchantCount: z.number().int(),
    /** Approved, unvoided sales of the month so far (UTC month), from the monthly rollups. */
    salesCount: z.number().int(),
    volumeCents: z.number().int(),
    feeCents: z.number().int(),
  })
  .meta({ id: 'RateReportRow' });
export type RateReportRow = z.infer<typeof rateReportRowSchema>;
export const rateReportSchema = z.object({
  /** The first day of the month reported (UTC), YYYY-MM-DD. */
  month: z.string(),
  data: z.array(rateReportRowSchema),
});
export type RateReport = z.infer<typeof rateReportSchema>;

import { z } from 'zod';
import {
  DOLLAR_MAX,
  DOLLAR_MIN,
  FIELD_MESSAGES,
  isAccountNumber,
  isAlphanumeric,
  isAlphanumericWithCommas,
  isDigits,
  isDollarAmount,
  isEmail,
  isFreeText,
  isLastFour,
  isName,
  isOnlySpaces,
  isPhone,
  isPlaceholderTaxId,
  isRoutingNumber,
  isShortNumber,
  isTaxId,
  isUrl,
  isUsDate,
} from './field-checks';

/**
 * zod schemas over the general field checks of part 1 §5 (field-checks.ts), for request
 * bodies and forms alike. Each trims its text; `required` ones refuse an empty value with
 * `requiredMessage`, optional ones accept '' (and answer '').
 */

type TextRule = { test: (value: string) => boolean; message: string };

/** A trimmed text field with rules checked in order (only the first failure is reported). */
export function textField(options: {
  required?: boolean;
  requiredMessage?: string;
  max?: number;
  rules?: readonly TextRule[];
}) {
  const max = options.max ?? 255;
  return z
    .string({ error: options.requiredMessage ?? FIELD_MESSAGES.required })
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      if (value.length === 0) {
        if (options.required)
          ctx.addIssue({
            code: 'custom',
            message: options.requiredMessage ?? FIELD_MESSAGES.required,
          });
        return;
      }
      if (value.length > max) {
        ctx.addIssue({ code: 'custom', message: `Must be at most ${max} characters` });
        return;
      }
      const failed = options.rules?.find((rule) => !rule.test(value));
      if (failed) ctx.addIssue({ code: 'custom', message: failed.message });
    });
}

const rule = (test: (value: string) => boolean, message: string): TextRule => ({ test, message });

export const rules = {
  email: rule(isEmail, FIELD_MESSAGES.email),
  url: rule(isUrl, FIELD_MESSAGES.url),
  name: rule(isName, FIELD_MESSAGES.name),
  alphanumeric: rule(isAlphanumeric, FIELD_MESSAGES.alphanumeric),
  alphanumericWithCommas: rule(isAlphanumericWithCommas, FIELD_MESSAGES.alphanumericWithCommas),
  digits: rule(isDigits, FIELD_MESSAGES.digits),
  shortNumber: rule(isShortNumber, FIELD_MESSAGES.shortNumber),
  phone: rule(isPhone, FIELD_MESSAGES.phone),
  date: rule(isUsDate, FIELD_MESSAGES.date),
  taxId: rule(isTaxId, FIELD_MESSAGES.taxId),
  notPlaceholderTaxId: rule((v) => !isPlaceholderTaxId(v), FIELD_MESSAGES.placeholderTaxId),
  routingNumber: rule(isRoutingNumber, FIELD_MESSAGES.routingNumber),
  lastFour: rule(isLastFour, FIELD_MESSAGES.lastFour),
  accountNumber: rule(isAccountNumber, FIELD_MESSAGES.accountNumber),
  freeText: rule(isFreeText, FIELD_MESSAGES.freeText),
} as const;

/** An address line 2: optional, but not only spaces (part 1 §5). Checked before trimming. */
export const addressLine2Field = z
  .string()
  .max(255, 'Must be at most 255 characters')
  .refine((value) => !isOnlySpaces(value), FIELD_MESSAGES.onlySpaces)
  .transform((value) => value.trim());

/** A dollar amount as a number: 0.01 to 100000 in cents' steps (part 1 §5). */
export const dollarAmountField = z
  .number({ error: FIELD_MESSAGES.dollarAmount })
  .min(DOLLAR_MIN, FIELD_MESSAGES.dollarAmount)
  .max(DOLLAR_MAX, FIELD_MESSAGES.dollarAmount)
  .refine(isDollarAmount, FIELD_MESSAGES.dollarAmount);

import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/** Messages per field, keyed by the field's dotted path ('business.businessEin', 'owners.0.ssn'). */
export type FieldMessages = Record<string, string[]>;

/** The dotted path of an issue: zod's ['owners', 0, 'ssn'] is Mantine's 'owners.0.ssn'. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}

/** Every message of every issue, per field, in the schema's order, without repeats. */
export function issuesToMessages(issues: readonly z.core.$ZodIssue[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) {
    const path = issuePath(issue.path);
    const list = messages[path] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    messages[path] = list;
  }
  return messages;
}

/**
 * The zod -> Mantine `validate` adapter: runs the domain schema over the form's values (after
 * `toInput`, e.g. dollars typed to cents) and answers Mantine's errors object, one entry per
 * dotted path. Each entry is the list of ALL that field's messages (a list is a ReactNode, so
 * Mantine stores it as it is): a field shows the first one, a checkbox group all of them.
 * Mantine's own `schemaResolver` keeps only the first message, which a checkbox group cannot use.
 */
export function zodValidate<Values>(
  schema: z.ZodType,
  toInput: (values: Values) => unknown = (values) => values,
): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    return result.success ? {} : issuesToMessages(result.error.issues);
  };
}

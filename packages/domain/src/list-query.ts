import { z } from 'zod';
import {
  type ColumnSpec,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  parseSort,
  type SortTerm,
} from './list-params';

/**
 * The schema of a list's query (list-params.ts names the parameters): paging, sort, search,
 * the snapshot, and the CSV download with its columns. Each list adds its own filters with
 * `.extend({...})`.
 */
export interface ListSpec<Key extends string> {
  /** Every column the list and its CSV can show. */
  readonly columns: readonly ColumnSpec<Key>[];
  /** The sort when none is asked for, e.g. `-transDate`. */
  readonly defaultSort: string;
  readonly defaultPerPage: number;
}

export const SORT_TERMS_MAX = 3;

const digits = (max: number, message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, message)
    .transform(Number)
    .refine((n) => n <= max, message);

/** A comma-separated list of allowed values: `visa,ach` -> ['visa', 'ach']. */
export function commaList<const Value extends string>(values: readonly Value[], label: string) {
  const allowed = new Set<string>(values);
  const message = `Use ${label} from: ${values.join(', ')}`;
  return z
    .string()
    .max(2_000)
    .transform((text, context) => {
      const parts = [...new Set(text.split(',').map((part) => part.trim()))].filter(Boolean);
      for (const part of parts) {
        if (!allowed.has(part)) context.addIssue({ code: 'custom', message });
      }
      return parts as Value[];
    })
    .meta({ description: `Comma-separated: ${values.join(', ')}` });
}

/** Whole cents, possibly negative: `-1250`. */
export const centsParam = (description: string) =>
  z
    .string()
    .regex(/^-?(0|[1-9]\d{0,12})$/, 'Use a whole number of cents')
    .transform(Number)
    .meta({ description });

/** The common part of every list's query. */
export function listQuerySchema<Key extends string>(spec: ListSpec<Key>) {
  const keys = spec.columns.map((column) => column.key);
  const sortable = spec.columns.filter((column) => column.sortable).map((column) => column.key);
  const sortMessage = `Sort by ${sortable.join(', ')} (a leading - for descending), at most ${SORT_TERMS_MAX}`;
  const columnsMessage = `Columns from: ${keys.join(', ')}`;
  return z.object({
    page: digits(MAX_PAGE, `A page from 1 to ${MAX_PAGE}`)
      .optional()
      .transform((page) => page ?? 1),
    perPage: digits(MAX_PAGE_SIZE, `From 1 to ${MAX_PAGE_SIZE} rows a page`)
      .optional()
      .transform((perPage) => perPage ?? spec.defaultPerPage),
    sort: z
      .string()
      .max(200)
      .optional()
      .transform((text, context): SortTerm<Key>[] => {
        const terms = parseSort(text?.trim() ? text : spec.defaultSort);
        const seen = new Set<string>();
        const ok =
          terms.length > 0 &&
          terms.length <= SORT_TERMS_MAX &&
          terms.every((term) => {
            const fresh = !seen.has(term.key);
            seen.add(term.key);
            return fresh && (sortable as string[]).includes(term.key);
          });
        if (!ok) context.addIssue({ code: 'custom', message: sortMessage });
        return terms as SortTerm<Key>[];
      })
      .meta({ description: `${sortMessage}. Default ${spec.defaultSort}.` }),
    search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
    asOf: z
      .string()
      .regex(/^\d{1,19}$/, 'Use the meta.asOf of an earlier answer')
      .optional()
      .meta({
        description:
          "The snapshot of an earlier answer's meta.asOf: pages read with it hold only rows that existed then.",
      }),
    download: z.enum(['csv']).optional(),
    columns: z
      .string()
      .max(2_000)
      .optional()
      .transform((text, context): Key[] | undefined => {
        if (text === undefined || text.trim() === '') return undefined;
        const parts = [...new Set(text.split(',').map((part) => part.trim()))].filter(Boolean);
        if (parts.length === 0 || !parts.every((part) => (keys as string[]).includes(part))) {
          context.addIssue({ code: 'custom', message: columnsMessage });
        }
        return parts as Key[];
      })
      .meta({ description: `CSV columns, comma-separated. ${columnsMessage}` }),
  });
}

export type ListQuery<Key extends string> = z.output<ReturnType<typeof listQuerySchema<Key>>>;

/** The meta of a list answer: the envelope's four fields and the snapshot to page with. */
export const listPageMetaSchema = z
  .object({
    perPage: z.number().int(),
    page: z.number().int(),
    totalRecords: z.number().int(),
    totalPages: z.number().int(),
    asOf: z
      .string()
      .meta({ description: 'Pass back as `asOf` to page through the same snapshot.' }),
  })
  .meta({ id: 'ListPageMeta' });

/** `{ meta, data }` of a list with snapshot paging. */
export function listPageEnvelope<Item extends z.ZodType>(item: Item) {
  return z.object({ meta: listPageMetaSchema, data: z.array(item) });
}

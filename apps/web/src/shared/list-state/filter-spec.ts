import { formatMoney } from '@paydesk/domain/money';

/**
 * The filters a list screen declares (zod-free): each names its URL parameters (the same
 * names and values the list's API takes, so the URL is the query), how the filters drawer
 * shows it and how its chip reads ("Brand: Visa, ACH").
 */
export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/** The URL's values of the filter parameters: param -> value (only those set). */
export type FilterValues = Readonly<Record<string, string>>;

interface FilterBase {
  /** The filter's name in the drawer and on its chip: 'Brand'. */
  readonly label: string;
  /** The chip's text when the default ('Brand: Visa, ACH') does not suit. */
  readonly chip?: (values: FilterValues) => string;
}

/** Several values of a list, comma-separated in one parameter: `card_brand=Visa,ACH`. */
export interface MultiFilterSpec extends FilterBase {
  readonly kind: 'multi';
  readonly param: string;
  readonly options: readonly FilterOption[];
}

/** One value of a list; the default one is left out of the URL and shows no chip. */
export interface SelectFilterSpec extends FilterBase {
  readonly kind: 'select';
  readonly param: string;
  readonly options: readonly FilterOption[];
  readonly defaultValue?: string;
}

/** An amount range typed in dollars, kept as two parameters of whole cents. */
export interface AmountFilterSpec extends FilterBase {
  readonly kind: 'amount';
  readonly minParam: string;
  readonly maxParam: string;
  readonly currency?: string;
}

/**
 * The date range, shown and changed elsewhere (the report header: `range`, `from`, `to`):
 * named here so that changing it starts the list again at page 1 with a new snapshot. No
 * control in the drawer and no chip; the screen sends the API's dates itself.
 */
export interface DateFilterSpec extends FilterBase {
  readonly kind: 'date';
  readonly params: readonly string[];
}

/** A free value: an id (batch, customer) or a word. */
export interface TextFilterSpec extends FilterBase {
  readonly kind: 'text';
  readonly param: string;
  readonly placeholder?: string;
  /** Values that do not match are ignored (a hand-edited URL) and refused in the drawer. */
  readonly pattern?: RegExp;
  /** The drawer's message for a value that does not match. */
  readonly patternMessage?: string;
  readonly inputMode?: 'text' | 'numeric';
}

export type FilterSpec =
  | MultiFilterSpec
  | SelectFilterSpec
  | AmountFilterSpec
  | DateFilterSpec
  | TextFilterSpec;

/** The URL parameters a filter owns. */
export function filterParams(filter: FilterSpec): readonly string[] {
  switch (filter.kind) {
    case 'amount':
      return [filter.minParam, filter.maxParam];
    case 'date':
      return filter.params;
    default:
      return [filter.param];
  }
}

/** `a,b,,c` -> ['a', 'b', 'c'], without repeats. */
export function splitList(value: string | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

const CENTS = /^(0|[1-9]\d{0,12})$/;

/** Cents as the amount field shows them: 1050 -> 10.5. */
export function centsToDollars(cents: string | undefined): number | undefined {
  if (!cents || !CENTS.test(cents)) return undefined;
  return Number(cents) / 100;
}

/** Dollars typed (a number, or '' while empty) -> the cents parameter ('' when empty). */
export function dollarsToCents(dollars: number | string | undefined): string {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars) || dollars < 0) return '';
  return String(Math.round(dollars * 100));
}

/** The value of one parameter as the list uses it: anything unusable reads as unset. */
function cleanValue(filter: FilterSpec, raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return undefined;
  switch (filter.kind) {
    case 'multi': {
      const known = new Set(filter.options.map((option) => option.value));
      const kept = splitList(value).filter((part) => known.has(part));
      return kept.length > 0 ? kept.join(',') : undefined;
    }
    case 'select':
      if (value === filter.defaultValue) return undefined;
      return filter.options.some((option) => option.value === value) ? value : undefined;
    case 'amount':
      return CENTS.test(value) ? value : undefined;
    case 'text':
      return filter.pattern && !filter.pattern.test(value) ? undefined : value;
    case 'date':
      return value;
  }
}

/** The filters' values in the URL, cleaned: unknown options, bad amounts and defaults left out. */
export function readFilterValues(
  params: URLSearchParams,
  filters: readonly FilterSpec[],
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const filter of filters) {
    for (const param of filterParams(filter)) {
      const raw = params.get(param);
      const value = raw === null ? undefined : cleanValue(filter, raw);
      if (value !== undefined) values[param] = value;
    }
  }
  return values;
}

/** Whether a filter narrows the list (a date range does not count: the header shows it). */
export function isFilterActive(filter: FilterSpec, values: FilterValues): boolean {
  if (filter.kind === 'date') return false;
  return filterParams(filter).some((param) => values[param] !== undefined);
}

function optionLabel(options: readonly FilterOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** 'Brand: Visa, ACH', 'Amount: $10.00 – $20.00', 'Batch: 42'; undefined when not active. */
export function filterChipLabel(filter: FilterSpec, values: FilterValues): string | undefined {
  if (!isFilterActive(filter, values)) return undefined;
  if (filter.chip) return filter.chip(values);
  switch (filter.kind) {
    case 'multi':
      return `${filter.label}: ${splitList(values[filter.param])
        .map((value) => optionLabel(filter.options, value))
        .join(', ')}`;
    case 'select':
      return `${filter.label}: ${optionLabel(filter.options, values[filter.param] ?? '')}`;
    case 'amount': {
      const money = (param: string) => {
        const cents = values[param];
        return cents === undefined ? undefined : formatMoney(Number(cents), filter.currency);
      };
      const min = money(filter.minParam);
      const max = money(filter.maxParam);
      if (min !== undefined && max !== undefined) return `${filter.label}: ${min} – ${max}`;
      return min !== undefined
        ? `${filter.label}: at least ${min}`
        : `${filter.label}: at most ${max}`;
    }
    case 'text':
      return `${filter.label}: ${values[filter.param]}`;
    case 'date':
      return undefined;
  }
}

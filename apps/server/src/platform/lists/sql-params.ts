/**
 * The parameters of one hand-written statement: `add(value)` answers its `$n` placeholder,
 * so conditions are built as text with every value bound, never spliced in.
 */
export class SqlParams {
  constructor(readonly values: unknown[] = []) {}

  /** The same parameters, to grow for another statement. */
  clone(): SqlParams {
    return new SqlParams([...this.values]);
  }

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

/** A LIKE pattern matching values that start with `prefix` (%, _ and \ taken literally). */
export const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

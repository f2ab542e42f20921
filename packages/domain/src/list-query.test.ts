import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ColumnSpec } from './list-params';
import { formatSort, parseSort } from './list-params';
import { commaList, listQuerySchema } from './list-query';

const columns = [
  { key: 'date', label: 'Date', sortable: true, defaultVisible: true },
  { key: 'amount', label: 'Amount', sortable: true },
  { key: 'name', label: 'Name' },
] as const satisfies readonly ColumnSpec[];
const schema = listQuerySchema({ columns, defaultSort: '-date', defaultPerPage: 25 });

describe('the list query', () => {
  it('defaults the page, the page size and the sort', () => {
    expect(schema.parse({})).toEqual({
      page: 1,
      perPage: 25,
      sort: [{ key: 'date', desc: true }],
      search: undefined,
      asOf: undefined,
      download: undefined,
      columns: undefined,
    });
  });

  it('reads sorts, columns and the snapshot', () => {
    const query = schema.parse({
      page: '3',
      perPage: '10',
      sort: 'amount,-date',
      columns: 'name,date',
      asOf: '123',
      download: 'csv',
    });
    expect(query).toMatchObject({
      page: 3,
      perPage: 10,
      sort: [
        { key: 'amount', desc: false },
        { key: 'date', desc: true },
      ],
      columns: ['name', 'date'],
      asOf: '123',
      download: 'csv',
    });
  });

  it('refuses what the list cannot do', () => {
    for (const bad of [
      { sort: 'name' },
      { sort: 'date,-date' },
      { sort: 'date,amount,date,amount' },
      { page: '0' },
      { page: '1e3' },
      { perPage: '101' },
      { columns: 'date,secret' },
      { asOf: 'latest' },
      { download: 'xlsx' },
    ]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('parses comma lists against the allowed values', () => {
    const brands = z.object({ brand: commaList(['Visa', 'ACH'], 'brands') });
    expect(brands.parse({ brand: 'Visa, ACH,Visa' }).brand).toEqual(['Visa', 'ACH']);
    expect(brands.safeParse({ brand: 'Visa,Diners' }).success).toBe(false);
  });

  it('writes a sort back as it reads it', () => {
    expect(formatSort(parseSort('-date, amount'))).toBe('-date,amount');
  });
});

import { describe, expect, it } from 'vitest';
import {
  blurDateField,
  checkCustomRange,
  checkDateField,
  DATE_PICKER_MESSAGES,
  isoToTyped,
  isSelectableDate,
  maskTypedDate,
  normaliseRange,
  parseTypedDate,
  selectableBounds,
  spansAYearAtMost,
  TYPED_DATE_MAX_LENGTH,
} from './date-picker-rules';

const today = '2026-05-17';

describe('the spec’s messages', () => {
  it('are verbatim', () => {
    expect(DATE_PICKER_MESSAGES).toEqual({
      invalidFormat: 'Invalid date format',
      outOfRange: 'Date is out of valid range',
      missing: 'Please choose a valid date',
      rangeMissing: 'You must enter a valid date.',
    });
  });
});

describe('maskTypedDate', () => {
  it('inserts the slashes as one types', () => {
    const typed: string[] = [];
    let value = '';
    for (const key of '05172026') {
      value = maskTypedDate(value + key);
      typed.push(value);
    }
    expect(typed).toEqual([
      '0',
      '05',
      '05/1',
      '05/17',
      '05/17/2',
      '05/17/20',
      '05/17/202',
      '05/17/2026',
    ]);
  });

  it('keeps at most 10 characters and drops what is not a date character', () => {
    expect(maskTypedDate('051720261234')).toBe('05/17/2026');
    expect(maskTypedDate('05/17/2026999')).toHaveLength(TYPED_DATE_MAX_LENGTH);
    expect(maskTypedDate('ab05-17.2026')).toBe('05/17/2026');
  });

  it('pads a one-digit month or day when a slash is typed, and lets backspace work', () => {
    expect(maskTypedDate('5/')).toBe('05/');
    expect(maskTypedDate('5/7/2026')).toBe('05/07/2026');
    expect(maskTypedDate('05/')).toBe('05/');
    expect(maskTypedDate('05//')).toBe('05/');
    expect(maskTypedDate('/')).toBe('');
    expect(maskTypedDate('05/1')).toBe('05/1');
  });

  it('turns a pasted ISO date round', () => {
    expect(maskTypedDate('2026-05-17')).toBe('05/17/2026');
  });
});

describe('parseTypedDate', () => {
  it('reads real MM/DD/YYYY days of 1900-2099', () => {
    expect(parseTypedDate('05/17/2026')).toEqual({ ok: true, iso: '2026-05-17' });
    expect(parseTypedDate('02/29/2028')).toEqual({ ok: true, iso: '2028-02-29' });
    expect(parseTypedDate('')).toEqual({ ok: false, reason: 'missing' });
    expect(parseTypedDate('05/17/26')).toEqual({ ok: false, reason: 'format' });
    expect(parseTypedDate('02/29/2026')).toEqual({ ok: false, reason: 'format' });
    expect(parseTypedDate('13/01/2026')).toEqual({ ok: false, reason: 'format' });
    expect(parseTypedDate('01/01/1899')).toEqual({ ok: false, reason: 'range' });
    expect(isoToTyped('2026-05-07')).toBe('05/07/2026');
  });
});

describe('checkDateField', () => {
  it('refuses future days', () => {
    expect(checkDateField('05/17/2026', { field: 'to', today })).toEqual({
      ok: true,
      iso: '2026-05-17',
    });
    expect(checkDateField('05/18/2026', { field: 'to', today })).toEqual({
      ok: false,
      message: 'Date is out of valid range',
    });
    expect(checkDateField('01/01/2030', { field: 'from', today })).toMatchObject({ ok: false });
  });

  it('keeps From not after To, and To not before From', () => {
    expect(checkDateField('05/10/2026', { field: 'from', today, other: '2026-05-09' })).toEqual({
      ok: false,
      message: 'Date is out of valid range',
    });
    expect(
      checkDateField('05/09/2026', { field: 'from', today, other: '2026-05-09' }),
    ).toMatchObject({ ok: true });
    expect(checkDateField('05/08/2026', { field: 'to', today, other: '2026-05-09' })).toEqual({
      ok: false,
      message: 'Date is out of valid range',
    });
    expect(isSelectableDate('2026-05-09', { field: 'to', today, other: '2026-05-09' })).toBe(true);
  });

  it('names a bad format and a missing date', () => {
    expect(checkDateField('05/1', { field: 'from', today })).toEqual({
      ok: false,
      message: 'Invalid date format',
    });
    expect(checkDateField('  ', { field: 'from', today })).toEqual({
      ok: false,
      message: 'Please choose a valid date',
    });
  });
});

describe('a year at most (reports compared with the year before)', () => {
  it('keeps the range and the same days a year earlier apart', () => {
    expect(spansAYearAtMost({ from: '2025-05-18', to: '2026-05-17' })).toBe(true);
    expect(spansAYearAtMost({ from: '2025-05-17', to: '2026-05-17' })).toBe(false);
    expect(spansAYearAtMost({ from: '2024-03-01', to: '2025-02-28' })).toBe(true);
  });

  it('refuses a longer range only where asked', () => {
    const context = { field: 'from' as const, today, other: '2026-05-17' };
    expect(checkDateField('05/17/2025', context)).toMatchObject({ ok: true });
    expect(checkDateField('05/17/2025', { ...context, withinOneYear: true })).toEqual({
      ok: false,
      message: 'Date is out of valid range',
    });
    expect(checkDateField('05/18/2025', { ...context, withinOneYear: true })).toMatchObject({
      ok: true,
    });
    expect(
      checkDateField('05/01/2026', {
        field: 'to',
        today,
        other: '2025-04-01',
        withinOneYear: true,
      }),
    ).toMatchObject({ ok: false });
    expect(checkCustomRange('2025-01-01', '2026-05-17', today)).toMatchObject({ ok: true });
    expect(checkCustomRange('2025-01-01', '2026-05-17', today, { withinOneYear: true })).toEqual({
      ok: false,
      message: 'Date is out of valid range',
    });
  });

  it('bounds the calendars to the same rules', () => {
    expect(selectableBounds({ field: 'from', today, other: '2026-05-10' })).toEqual({
      minDate: undefined,
      maxDate: '2026-05-10',
    });
    expect(
      selectableBounds({ field: 'from', today, other: '2026-05-10', withinOneYear: true }),
    ).toEqual({
      minDate: '2025-05-11',
      maxDate: '2026-05-10',
    });
    expect(
      selectableBounds({ field: 'to', today, other: '2025-03-01', withinOneYear: true }),
    ).toEqual({
      minDate: '2025-03-01',
      maxDate: '2026-02-28',
    });
    expect(
      selectableBounds({ field: 'to', today, other: '2026-05-01', withinOneYear: true }),
    ).toEqual({
      minDate: '2026-05-01',
      maxDate: today,
    });
    expect(selectableBounds({ field: 'to', today })).toEqual({
      minDate: undefined,
      maxDate: today,
    });
  });
});

describe('blurDateField', () => {
  const context = { field: 'from' as const, today, other: '2026-05-17' };

  it('keeps a valid entry', () => {
    expect(blurDateField('05/01/2026', '2026-04-01', context)).toEqual({
      iso: '2026-05-01',
      text: '05/01/2026',
      error: null,
    });
  });

  it('reverts an invalid entry to the previous value and says why', () => {
    expect(blurDateField('05/4', '2026-04-01', context)).toEqual({
      iso: '2026-04-01',
      text: '04/01/2026',
      error: 'Invalid date format',
    });
    expect(blurDateField('06/01/2026', '2026-04-01', context)).toEqual({
      iso: '2026-04-01',
      text: '04/01/2026',
      error: 'Date is out of valid range',
    });
    expect(blurDateField('06/01/2026', null, context)).toEqual({
      iso: null,
      text: '',
      error: 'Date is out of valid range',
    });
  });

  it('leaves an emptied field empty and asks for a date', () => {
    expect(blurDateField('', '2026-04-01', context)).toEqual({
      iso: null,
      text: '',
      error: 'Please choose a valid date',
    });
  });
});

describe('checkCustomRange', () => {
  it('needs both dates', () => {
    expect(checkCustomRange(null, '2026-05-01', today)).toEqual({
      ok: false,
      message: 'You must enter a valid date.',
    });
    expect(checkCustomRange('2026-05-01', undefined, today)).toMatchObject({ ok: false });
  });

  it('refuses future and reversed ranges', () => {
    expect(checkCustomRange('2026-05-01', '2026-05-18', today)).toEqual({
      ok: false,
      message: 'Date is out of valid range',
    });
    expect(checkCustomRange('2026-05-10', '2026-05-01', today)).toMatchObject({ ok: false });
    expect(checkCustomRange('2026-05-01', '2026-05-17', today)).toEqual({
      ok: true,
      range: { from: '2026-05-01', to: '2026-05-17' },
    });
  });

  it('normalises From to the start of its day and To to the end of its day', () => {
    expect(normaliseRange({ from: '2026-05-01', to: '2026-05-17' })).toEqual({
      startDate: '2026-05-01 00:00:00',
      endDate: '2026-05-17 23:59:59',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  countryNeedsState,
  DOLLAR_MAX,
  isAccountNumber,
  isAlphanumeric,
  isAlphanumericWithCommas,
  isCanadianPostalCode,
  isDigits,
  isDollarAmount,
  isEmail,
  isFreeText,
  isGeneralPostalCode,
  isInvalidSsn,
  isLastFour,
  isName,
  isOnlySpaces,
  isoToUsDate,
  isPhone,
  isPlaceholderTaxId,
  isPoBox,
  isPostalCode,
  isRoutingNumber,
  isShortNumber,
  isTaxId,
  isUrl,
  isUsDate,
  isUsZip,
  maskSsn,
  maskUsDate,
  stateLabelOf,
  statesOf,
  stripNonNumeric,
  toIntegerInput,
  usDateToIso,
} from './field-checks';
import { addressLine2Field, dollarAmountField, rules, textField } from './field-schemas';

describe('general field checks (part 1 §5)', () => {
  it('e-mail: format, no consecutive dots, no dot at either end of the local part, TLD of 2-4 letters', () => {
    expect(isEmail('olivia.owner@paydesk.test')).toBe(true);
    expect(isEmail('olivia.owner@paydesk.com')).toBe(true);
    expect(isEmail('a..b@paydesk.com')).toBe(false);
    expect(isEmail('.a@paydesk.com')).toBe(false);
    expect(isEmail('a.@paydesk.com')).toBe(false);
    expect(isEmail('a@paydesk.c')).toBe(false);
    expect(isEmail('a@paydesk.museum')).toBe(false);
    expect(isEmail('no-at-sign')).toBe(false);
  });

  it('URL: optional scheme and www, a domain, a port of up to 5 digits, a path', () => {
    for (const ok of [
      'paydesk.com',
      'https://www.paydesk.com',
      'http://shop.example.co.uk:8080/a/b?c=1',
    ])
      expect(isUrl(ok), ok).toBe(true);
    for (const bad of [
      'paydesk',
      'https://',
      'ftp://paydesk.com',
      'paydesk.com:123456',
      'pay desk.com',
    ])
      expect(isUrl(bad), bad).toBe(false);
  });

  it('name: letters including accented ones, spaces and hyphens', () => {
    expect(isName('Zoë Saint-Exupéry')).toBe(true);
    expect(isName("O'Brien")).toBe(true);
    expect(isName('R2D2')).toBe(false);
    expect(isName('Ann_Lee')).toBe(false);
  });

  it('postal codes per country', () => {
    expect(isUsZip('97201')).toBe(true);
    expect(isUsZip('97201-1234')).toBe(true);
    expect(isUsZip('9720')).toBe(false);
    expect(isCanadianPostalCode('K1A 0B1')).toBe(true);
    expect(isCanadianPostalCode('K1A0B1')).toBe(true);
    expect(isCanadianPostalCode('1KA 0B1')).toBe(false);
    expect(isGeneralPostalCode('SW1A 1AA')).toBe(true);
    expect(isGeneralPostalCode('SW1A-1AA')).toBe(false);
    expect(isPostalCode('97201', 'USA')).toBe(true);
    expect(isPostalCode('K1A 0B1', 'USA')).toBe(false);
    expect(isPostalCode('K1A 0B1', 'CAN')).toBe(true);
    expect(isPostalCode('SW1A 1AA', 'GBR')).toBe(true);
    expect(isPostalCode('2000', 'AUS')).toBe(true);
    expect(isPostalCode('20001', 'AUS')).toBe(false);
    expect(isPostalCode('6011', 'NZL')).toBe(true);
    expect(isPostalCode('N6011', 'NZL')).toBe(false);
  });

  it('states per country: US, Canadian and Australian lists; none in GBR and NZL', () => {
    expect(statesOf('USA').some(([code]) => code === 'PR')).toBe(true);
    expect(statesOf('CAN').some(([code]) => code === 'ON')).toBe(true);
    expect(statesOf('AUS').map(([code]) => code)).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
    expect(statesOf('GBR')).toEqual([]);
    expect(statesOf('NZL')).toEqual([]);
    expect(['USA', 'CAN', 'AUS'].every(countryNeedsState)).toBe(true);
    expect(['GBR', 'NZL'].some(countryNeedsState)).toBe(false);
    expect(stateLabelOf('CAN')).toBe('Province');
    expect(stateLabelOf('AUS')).toBe('State');
  });

  it('alphanumeric variants and digit checks', () => {
    expect(isAlphanumeric('Suite 4-B')).toBe(true);
    expect(isAlphanumeric('Suite 4, B')).toBe(false);
    expect(isAlphanumericWithCommas('Suite 4, B')).toBe(true);
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('12a')).toBe(false);
    expect(isShortNumber('123456')).toBe(true);
    expect(isShortNumber('1234567')).toBe(false);
  });

  it('phones: +1 and +61 with 10 digits, UK, NANP with separators', () => {
    for (const ok of [
      '+15035550142',
      '5035550142',
      '+61 2 9374 4000 1',
      '(503) 555-0142',
      '503.555.0142',
      '+1 503 555 0142',
      '+44 1234 567890',
      '01234 567890',
    ])
      expect(isPhone(ok), ok).toBe(true);
    for (const bad of ['555-0142', '+33 1 23 45 67 89', 'phone', '50355501421234'])
      expect(isPhone(bad), bad).toBe(false);
  });

  it('dates: MM/DD/YYYY, 1900-2099, real', () => {
    expect(isUsDate('02/29/2024')).toBe(true);
    expect(isUsDate('02/29/2023')).toBe(false);
    expect(isUsDate('13/01/2000')).toBe(false);
    expect(isUsDate('01/01/1899')).toBe(false);
    expect(isUsDate('12/31/2099')).toBe(true);
    expect(isUsDate('1/1/2000')).toBe(false);
    expect(usDateToIso('07/04/1976')).toBe('1976-07-04');
    expect(isoToUsDate('1976-07-04')).toBe('07/04/1976');
    expect(maskUsDate('07041976')).toBe('07/04/1976');
    expect(maskUsDate('0704')).toBe('07/04');
    expect(maskUsDate('07/04/19765')).toBe('07/04/1976');
  });

  it('tax ids, routing, last four and account numbers', () => {
    expect(isTaxId('12-3456780')).toBe(true);
    expect(isTaxId('12345678')).toBe(false);
    expect(isPlaceholderTaxId('123456789')).toBe(true);
    expect(isPlaceholderTaxId('00-0000000')).toBe(true);
    expect(isPlaceholderTaxId('123456780')).toBe(false);
    expect(isRoutingNumber('021000021')).toBe(true);
    expect(isRoutingNumber('02100002')).toBe(false);
    expect(isLastFour('0142')).toBe(true);
    expect(isLastFour('142')).toBe(false);
    expect(isAccountNumber('1234')).toBe(true);
    expect(isAccountNumber('12345678901234567')).toBe(true);
    expect(isAccountNumber('123')).toBe(false);
    expect(isAccountNumber('123456789012345678')).toBe(false);
  });

  it('free text refuses markup characters', () => {
    expect(isFreeText('Refund for order #42, thanks!')).toBe(true);
    expect(isFreeText('<script>')).toBe(false);
  });

  it('P.O. boxes and paid mailboxes', () => {
    for (const box of [
      'PO Box 12',
      'P.O. Box 12',
      'p o box 9',
      'Post Office Box 3',
      'PMB 44',
      '12 Main St PMB 7',
    ])
      expect(isPoBox(box), box).toBe(true);
    for (const street of ['12 Post Road', '1 Boxwood Lane'])
      expect(isPoBox(street), street).toBe(false);
  });

  it('address line 2: only spaces is invalid, empty is fine', () => {
    expect(isOnlySpaces('   ')).toBe(true);
    expect(isOnlySpaces('')).toBe(false);
    expect(addressLine2Field.safeParse('   ').success).toBe(false);
    expect(addressLine2Field.parse(' Suite 4 ')).toBe('Suite 4');
  });

  it('SSN: masked 3-2-4; area 000, group 00, serial 0000, one digit, 123456789 and 987654321 refused', () => {
    expect(maskSsn('123456780')).toBe('123-45-6780');
    expect(maskSsn('1234')).toBe('123-4');
    for (const bad of [
      '000-12-3456',
      '123-00-4567',
      '123-45-0000',
      '111-11-1111',
      '123-45-6789',
      '987-65-4321',
    ])
      expect(isInvalidSsn(bad), bad).toBe(true);
    expect(isInvalidSsn('123-45-6780')).toBe(false);
  });

  it('numbers: non-numeric characters stripped, integers rounded, dollars 0.01-100000 in cents', () => {
    expect(stripNonNumeric('$1,234.5.6')).toBe('1234.56');
    expect(toIntegerInput('12.6kg')).toBe('13');
    expect(toIntegerInput('abc')).toBe('');
    expect(isDollarAmount(0.01)).toBe(true);
    expect(isDollarAmount(DOLLAR_MAX)).toBe(true);
    expect(isDollarAmount(0)).toBe(false);
    expect(isDollarAmount(100000.01)).toBe(false);
    expect(isDollarAmount(1.005)).toBe(false);
    expect(dollarAmountField.safeParse(12.5).success).toBe(true);
    expect(dollarAmountField.safeParse(0).success).toBe(false);
  });

  it('state lists: US states with PR and DC; Canada its provinces; none for the UK', () => {
    const us = statesOf('USA').map(([code]) => code);
    expect(us).toContain('PR');
    expect(us).toContain('DC');
    expect(us).toHaveLength(52);
    expect(statesOf('CAN').map(([code]) => code)).toContain('QC');
    expect(statesOf('GBR')).toEqual([]);
  });

  it('textField reports only the first failing rule, trims, and lets an optional field be empty', () => {
    const field = textField({
      required: true,
      requiredMessage: 'You must enter a City',
      rules: [rules.name],
    });
    expect(field.safeParse('  ').error?.issues.map((i) => i.message)).toEqual([
      'You must enter a City',
    ]);
    expect(field.safeParse('P0rtland').error?.issues.map((i) => i.message)).toEqual([
      'Use letters, spaces and hyphens only',
    ]);
    expect(field.parse(' Portland ')).toBe('Portland');
    expect(textField({ rules: [rules.email] }).parse('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { failedTaxDataChecks, type TaxData } from './admin-merchant-report-fields';

const valid: TaxData = {
  businessType: 'O',
  ein: '12-3456788',
  legalName: 'Quillworks Holdings LLC',
  address1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  ownerSsn: () => null,
};

describe('failedTaxDataChecks', () => {
  it('passes complete US tax data', () => {
    expect(failedTaxDataChecks(valid)).toEqual([]);
    expect(failedTaxDataChecks({ ...valid, state: 'PR', zip: '00901-1234' })).toEqual([]);
  });

  it('names a missing, malformed or placeholder EIN', () => {
    expect(failedTaxDataChecks({ ...valid, ein: '  ' })).toEqual(['tin-missing']);
    expect(failedTaxDataChecks({ ...valid, ein: '12-345' })).toEqual(['tin-invalid']);
    expect(failedTaxDataChecks({ ...valid, ein: '12345678a' })).toEqual(['tin-invalid']);
    expect(failedTaxDataChecks({ ...valid, ein: '12-3456789' })).toEqual(['tin-placeholder']);
    expect(failedTaxDataChecks({ ...valid, ein: '000000000' })).toEqual(['tin-placeholder']);
  });

  it('lets a sole proprietor without an EIN file under a valid owner SSN, and only then reads it', () => {
    let reads = 0;
    const ssn = (value: string | null) => () => {
      reads += 1;
      return value;
    };
    const sole = { ...valid, businessType: 'I', ein: '' };
    expect(failedTaxDataChecks({ ...sole, ownerSsn: ssn('123-45-6780') })).toEqual([]);
    expect(failedTaxDataChecks({ ...sole, ownerSsn: ssn(null) })).toEqual(['tin-missing']);
    for (const bad of [
      '000-12-3456',
      '123-00-4567',
      '123-45-0000',
      '111111111',
      '987654321',
      '12345',
    ]) {
      expect(failedTaxDataChecks({ ...sole, ownerSsn: ssn(bad) }), bad).toEqual(['ssn-invalid']);
    }
    const before = reads;
    expect(failedTaxDataChecks({ ...valid, ownerSsn: ssn('000-00-0000') })).toEqual([]);
    expect(failedTaxDataChecks({ ...valid, ein: '', ownerSsn: ssn('123-45-6780') })).toEqual([
      'tin-missing',
    ]);
    expect(reads).toBe(before);
  });

  it('names a missing legal name and an incomplete address, with every other failure', () => {
    expect(failedTaxDataChecks({ ...valid, legalName: ' ' })).toEqual(['legal-name-missing']);
    for (const gap of [
      { address1: '' },
      { city: '' },
      { state: 'ZZ' },
      { state: '' },
      { zip: '9410' },
    ]) {
      expect(failedTaxDataChecks({ ...valid, ...gap }), JSON.stringify(gap)).toEqual([
        'address-incomplete',
      ]);
    }
    expect(failedTaxDataChecks({ ...valid, ein: '', legalName: '', zip: '' })).toEqual([
      'tin-missing',
      'legal-name-missing',
      'address-incomplete',
    ]);
  });
});

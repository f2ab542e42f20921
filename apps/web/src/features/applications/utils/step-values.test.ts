import type { MerchantApplication } from '@paydesk/domain/applications';
import { describe, expect, it } from 'vitest';
import { applyHref, confirmationHref, tokenOf } from './apply-href';
import { draftValues, stepInitialValues } from './step-values';

const application = (values: Record<string, string>): MerchantApplication => ({
  token: 'tok_0123456789abcdef',
  status: 'draft',
  currentStep: 2,
  values,
  documents: [],
  ssnLast4: '9991',
  accountNumberLastFour: null,
  routingNumberLastFour: null,
  decisionMessage: null,
  merchantId: null,
  businessName: '',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  submittedAt: null,
});

describe('step values', () => {
  it('resume a step with what was saved, the countries by default and secrets empty', () => {
    const owner = stepInitialValues(
      application({ ownerFirstName: 'Ada', ownerDob: '12/1' }),
      'owner',
    );
    expect(owner.data).toMatchObject({
      ownerFirstName: 'Ada',
      ownerDob: '12/1',
      ownerLastName: '',
      ownerCountry: 'USA',
      ownerSsn: '',
    });
    expect(Object.keys(stepInitialValues(application({}), 'bank').data).sort()).toEqual([
      'accountNumber',
      'bankAccountType',
      'bankName',
      'routingNumber',
    ]);
  });

  it("a draft carries only the step's fields and secrets", () => {
    expect(
      draftValues('business', {
        data: { dba: 'Lovelace', ownerSsn: '219-09-9991', businessEin: '27-1' },
      }),
    ).toEqual({ dba: 'Lovelace', businessEin: '27-1' });
    expect(draftValues('owner', { data: { ownerSsn: '219-09-9991', bankName: 'x' } })).toEqual({
      ownerSsn: '219-09-9991',
    });
  });

  it('names an application in the URL, whichever parameter the link used', () => {
    expect(applyHref('a b')).toBe('/apply?token=a+b');
    expect(applyHref()).toBe('/apply');
    expect(confirmationHref('t1')).toBe('/apply-confirmation?token=t1');
    expect(tokenOf(new URLSearchParams('appToken=x'))).toBe('x');
    expect(tokenOf(new URLSearchParams('applicationToken=y'))).toBe('y');
    expect(tokenOf(new URLSearchParams('other=1'))).toBeUndefined();
  });
});

import {
  ADMIN_ACTION_MESSAGES,
  actionsAllowedBy,
  baseTierOf,
  PROCESSOR_ACTION_MESSAGES,
  revertPayoutFor,
  tieredRateName,
} from '@paydesk/domain/admin-merchant-actions';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error';
import {
  beneficialFailureText,
  holdFormError,
  offeredStatuses,
  payoutFormError,
  statusFormError,
} from './action-rules';

const owner = {
  first_name: 'Dana',
  last_name: 'Whitfield',
  date_of_birth: '1980-04-12',
  phone: '5035550142',
  ssn_encrypted: true,
};
const merchant = {
  status: 1,
  processorId: 3,
  processorCanRevert: false,
  hasFundingHold: false,
  businessType: 'O',
  contacts: { owners: [owner] },
};

describe('the account actions rules', () => {
  it('offers Activate, Pending and Closed less the current status', () => {
    expect(offeredStatuses(1).map((c) => c.label)).toEqual(['Pending', 'Closed']);
    expect(offeredStatuses(66).map((c) => [c.key, c.status])).toEqual([
      ['enabled', 1],
      ['closed', 33],
    ]);
    expect(offeredStatuses(33).map((c) => c.label)).toEqual(['Activate', 'Pending']);
    expect(offeredStatuses(4)).toHaveLength(3);
    expect(statusFormError(null, null)).toBe(ADMIN_ACTION_MESSAGES.statusRequired);
    expect(statusFormError('closed', null)).toBe(ADMIN_ACTION_MESSAGES.closureReasonRequired);
    expect(statusFormError('closed', 'Collections')).toBeNull();
    expect(statusFormError('enabled', null)).toBeNull();
  });

  it("checks a funding hold's reason with part 2 §5's messages", () => {
    expect(holdFormError(null, '')).toBe('Please select a reason for the funding hold.');
    expect(holdFormError('other', '   ')).toBe('Please type a reason for the funding hold.');
    expect(holdFormError('other', 'x'.repeat(501))).toBe('Reason cannot exceed 500 characters.');
    expect(holdFormError('other', 'x'.repeat(500))).toBeNull();
    expect(holdFormError('limitsIssue', '')).toBeNull();
  });

  it('needs a weekday for weekly and a day 1-31 for monthly', () => {
    const day = 'Please select a valid day for the payout.';
    expect(payoutFormError('weekly', null)).toBe(day);
    expect(payoutFormError('weekly', 'saturday')).toBe(day);
    expect(payoutFormError('weekly', 'friday')).toBeNull();
    expect(payoutFormError('monthly', '32')).toBe(day);
    expect(payoutFormError('monthly', '31')).toBeNull();
    expect(payoutFormError('daily', 'monday')).toBeNull();
    expect(payoutFormError(null, null)).toBe(ADMIN_ACTION_MESSAGES.payoutFrequency);
  });

  it('prefixes the rate name with the base tier: country (USA as US), Corporate for NP or O', () => {
    expect(baseTierOf('USA', 'O')).toBe('US Corporate');
    expect(baseTierOf('USA', 'NP')).toBe('US Corporate');
    expect(baseTierOf('USA', 'I')).toBe('US Standard');
    expect(baseTierOf('CA', 'I')).toBe('CA Standard');
    expect(tieredRateName('US Corporate', 'US Standard')).toBe('US Corporate - US Standard');
  });

  it('pays out daily with no day when the old processor is not 3', () => {
    expect(revertPayoutFor(2, 'daily', '')).toEqual({ ok: true, frequency: 'daily', anchor: null });
    expect(revertPayoutFor(2, null, null)).toEqual({ ok: true, frequency: 'daily', anchor: null });
    expect(revertPayoutFor(2, 'weekly', 'monday').ok).toBe(false);
    expect(revertPayoutFor(3, null, null)).toMatchObject({
      ok: false,
      field: 'selectedPayoutFrequency',
    });
    expect(revertPayoutFor(3, 'weekly', 'tuesday')).toEqual({
      ok: true,
      frequency: 'weekly',
      anchor: 'tuesday',
    });
  });

  it('shows the processor\'s second-send refusal as "already sent", else its message', () => {
    const refusal = (message: string | undefined) =>
      new ApiError({ status: 409, kind: 'http', message: 'x', errorMessage: message });
    expect(
      beneficialFailureText(
        refusal('Beneficiary Owner Count provided in Signup Request is invalid.'),
      ),
    ).toBe('The beneficial owner data has already been sent to the procesor for this merchant.');
    expect(beneficialFailureText(refusal('Other problem'))).toBe('Other problem');
    expect(beneficialFailureText(refusal(undefined))).toBe('An error occurred');
    expect(beneficialFailureText(new Error('boom'))).toBe(
      PROCESSOR_ACTION_MESSAGES.beneficialNoMessage,
    );
  });

  it("allows the actions part 2 §6 names for the merchant's state", () => {
    expect(actionsAllowedBy(merchant)).toEqual({
      changeStatus: true,
      placeFundingHold: true,
      releaseFundingHold: false,
      revertProcessor: false,
      acceptTos: true,
      sendBeneficialData: false,
    });
    expect(actionsAllowedBy({ ...merchant, status: 4, hasFundingHold: true })).toMatchObject({
      placeFundingHold: false,
      releaseFundingHold: true,
    });
    const older = { ...merchant, processorId: 2, processorCanRevert: true };
    expect(actionsAllowedBy(older)).toMatchObject({
      placeFundingHold: false,
      acceptTos: false,
      revertProcessor: true,
      sendBeneficialData: true,
    });
    expect(actionsAllowedBy({ ...older, businessType: 'NP' }).sendBeneficialData).toBe(false);
    expect(
      actionsAllowedBy({ ...older, contacts: { owners: [{ ...owner, phone: null }] } })
        .sendBeneficialData,
    ).toBe(false);
    expect(actionsAllowedBy({ ...older, contacts: { owners: [] } }).sendBeneficialData).toBe(false);
  });
});

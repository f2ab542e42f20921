import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/processors/prng';
import {
  createSimulatedProcessor,
  FEE_SCHEDULES,
  feeFor,
} from '../../src/processors/simulated-processor';

/** The fee of a sale comes from the schedule it is given (a merchant's rate), else the processor's. */
describe('simulated processor fees', () => {
  const rate = {
    cardPercentBps: 250,
    cardFixedCents: 20,
    achPercentBps: 50,
    achFixedCents: 30,
    achCapCents: 60,
  };

  it('computes card and ACH fees from a schedule: half up, the ACH cap, no cap when null', () => {
    expect(feeFor(rate, 'card', 2_500)).toBe(63 + 20); // 62.5 rounds half up
    expect(feeFor(rate, 'ach', 4_000)).toBe(30 + 20);
    expect(feeFor(rate, 'ach', 100_000)).toBe(60); // capped
    expect(feeFor({ ...rate, achCapCents: null }, 'ach', 100_000)).toBe(30 + 500);
  });

  it('keeps part 2 §9 sample fees for the processors’ own schedules', () => {
    expect(feeFor(FEE_SCHEDULES[2], 'card', 500)).toBe(48); // about 0.48 on a 5.00 sale
    expect(feeFor(FEE_SCHEDULES[2], 'ach', 1_000)).toBe(36);
  });

  it('charges an approved sale the fees it is given, else its own schedule', () => {
    const processor = createSimulatedProcessor(3, createRandom('fees'));
    const sale = {
      method: 'card' as const,
      amountCents: 2_500,
      brand: 'Visa' as const,
      accountNumber: '4242424242424242',
    };
    expect(processor.sale({ ...sale, fees: rate })).toMatchObject({ approved: true, feeCents: 83 });
    expect(processor.sale(sale)).toMatchObject({
      approved: true,
      feeCents: feeFor(FEE_SCHEDULES[3], 'card', 2_500),
    });
    const declined = processor.sale({ ...sale, accountNumber: '4000000000000002', fees: rate });
    expect(declined.feeCents).toBe(0);
  });
});

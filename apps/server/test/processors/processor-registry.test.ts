import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LedgerRefused } from '../../src/ledger/ledger-operations';
import { handleError } from '../../src/platform/error-handler';
import { AppError } from '../../src/platform/errors';
import { createProcessors } from '../../src/processors/processor-registry';

describe('processorFor', () => {
  const processors = createProcessors('test-seed');

  it('gives each merchant the simulated processor of its processor id', () => {
    expect(processors.processorFor({ processorId: 2 }).id).toBe(2);
    expect(processors.processorFor({ processorId: 3 }).id).toBe(3);
    expect(processors.processorFor({ processorId: 3 })).toBe(
      processors.processorFor({ processorId: 3 }),
    );
  });

  it('refuses a processor id no processor serves with a 409 a person understands', () => {
    const refusal = (() => {
      try {
        processors.processorFor({ processorId: 7 });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 409 });
    expect((refusal as Error).message).toMatch(/processor 7.*contact support/i);
  });

  it('draws the same decisions from the same seed', () => {
    const a = createProcessors('same').processorFor({ processorId: 3 });
    const b = createProcessors('same').processorFor({ processorId: 3 });
    const sale = { method: 'card' as const, amountCents: 5_000, brand: 'Visa' as const };
    expect(Array.from({ length: 50 }, () => a.sale(sale))).toEqual(
      Array.from({ length: 50 }, () => b.sale(sale)),
    );
  });
});

describe('domain refusals', () => {
  it('answer 422 in the one error shape, never a 500', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get('/refund', async () => {
      throw new LedgerRefused(
        'The refund of $40.01 is more than the $40.00 left to refund on this transaction.',
      );
    });
    const res = await app.inject('/refund');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error_message:
        'The refund of $40.01 is more than the $40.00 left to refund on this transaction.',
    });
  });
});

import { createSubscriptionSchema } from '@paydesk/domain/subscriptions';
import { describe, expect, it } from 'vitest';
import { emptySubscriptionForm, toCreateSubscriptionInput } from './subscription-form-values';

const filled = () => {
  const values = emptySubscriptionForm('2030-01-15');
  values.customerId = '42';
  values.description = 'Gold plan';
  values.amount = 25.5;
  values.interval = 'week-2';
  values.paymentMethod.card = {
    number: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    name: 'Jane Doe',
  };
  return values;
};

describe('toCreateSubscriptionInput', () => {
  it('sends cents, the interval and its count, and the card only', () => {
    const input = toCreateSubscriptionInput(filled());
    expect(input).toEqual({
      customerId: 42,
      description: 'Gold plan',
      amount: 2550,
      interval: 'week',
      intervalCount: 2,
      startDate: '2030-01-15',
      installments: null,
      paymentMethod: {
        method: 'card',
        card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane Doe' },
      },
    });
    const parsed = createSubscriptionSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.paymentMethod).toMatchObject({ card: { number: '4242424242424242' } });
  });

  it('sends the instalments of a payment plan, and a bank account when chosen', () => {
    const values = filled();
    values.plan = true;
    values.installments = '6';
    values.paymentMethod.method = 'ach';
    values.paymentMethod.ach = {
      routingNumber: '110000000',
      accountNumber: '000123456789',
      accountType: 'savings',
      name: 'Jane Doe',
    };
    const input = toCreateSubscriptionInput(values);
    expect(input.installments).toBe(6);
    expect(input.paymentMethod).toEqual({
      method: 'ach',
      ach: {
        routingNumber: '110000000',
        accountNumber: '000123456789',
        accountType: 'savings',
        name: 'Jane Doe',
      },
    });
    expect(createSubscriptionSchema.safeParse(input).success).toBe(true);
  });

  it('lets the schema refuse what is missing, under the schema’s fields', () => {
    const values = emptySubscriptionForm('2030-01-15');
    values.plan = true;
    values.installments = '1.5';
    const parsed = createSubscriptionSchema.safeParse(toCreateSubscriptionInput(values));
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'customerId',
        'amount',
        'installments',
        'paymentMethod.card.number',
        'paymentMethod.card.name',
      ]),
    );
  });
});

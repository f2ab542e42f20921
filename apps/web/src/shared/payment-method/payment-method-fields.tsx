import { SegmentedControl, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import type { SchemaFormApi } from '../forms/use-schema-form';
import { BankAccountFields } from './bank-account-fields';
import { formatExpiry, typedCardBrand } from './card-entry';
import { CardNumberInput } from './card-number-input';
import classes from './payment-method-fields.module.css';
import { SecurityCodeInput } from './security-code-input';

/** The form's payment method: `paymentMethod` of the create body. */
interface MethodValues {
  method: 'card' | 'ach';
  card: { number: string; expiry: string; cvc: string; name: string };
  ach: {
    routingNumber: string;
    accountNumber: string;
    accountType: 'checking' | 'savings';
    name: string;
  };
}

export interface PaymentMethodFieldsProps {
  /** Forms of different schemas: the fields are read and set by path. */
  form: SchemaFormApi<unknown, z.ZodType>;
  /** Where the method sits in the form's values: 'paymentMethod.'. */
  prefix: string;
  values: MethodValues;
  /** The group's label: 'Payment method on file', 'New payment method'. */
  legend: string;
}

/**
 * A card (number in groups with its brand, MM/YY, security code, name) or a bank account on
 * file. The numbers go to the processor's vault only: brand and last four are kept.
 */
export function PaymentMethodFields({ form, prefix, values, legend }: PaymentMethodFieldsProps) {
  const path = (name: string) => `${prefix}${name}`;
  const set = (name: string, value: string) => form.form.setFieldValue(path(name), value);
  const numberField = form.field(path('card.number'));
  const labelId = `${prefix || 'method'}-label`.replace(/\./g, '-');
  return (
    <>
      <div>
        <Text size="sm" fw={500} mb={6} id={labelId}>
          {legend}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={labelId}
          value={values.method}
          onChange={(next) => set('method', next)}
          data={[
            { value: 'card', label: 'Card' },
            { value: 'ach', label: 'Bank account' },
          ]}
        />
      </div>
      {values.method === 'card' ? (
        <>
          <CardNumberInput
            value={values.card.number}
            onFocus={numberField.onFocus}
            onBlur={numberField.onBlur}
            error={numberField.error}
            onChange={(next) => set('card.number', next)}
          />
          <div className={classes.cardRow}>
            <TextInput
              label="Expiry"
              placeholder="MM/YY"
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              required
              {...form.field(path('card.expiry'))}
              onChange={(event) =>
                set('card.expiry', formatExpiry(event.currentTarget.value, values.card.expiry))
              }
            />
            <SecurityCodeInput
              brand={typedCardBrand(values.card.number)}
              field={form.field(path('card.cvc'))}
              onChange={(code) => set('card.cvc', code)}
            />
          </div>
          <TextInput
            label="Name on the card"
            autoComplete="off"
            required
            maxLength={100}
            {...form.field(path('card.name'))}
          />
        </>
      ) : (
        <>
          <BankAccountFields
            form={form}
            prefix={path('ach.')}
            accountType={values.ach.accountType}
          />
          <TextInput
            label="Account holder name"
            autoComplete="off"
            required
            maxLength={100}
            {...form.field(path('ach.name'))}
          />
        </>
      )}
    </>
  );
}

import { Badge, SegmentedControl, Text, TextInput } from '@mantine/core';
import { cardBrandOf, cvcLength } from '@paydesk/domain/card-number';
import type { z } from 'zod';
import { FieldPair } from '../forms/field-pair';
import type { SchemaFormApi } from '../forms/use-schema-form';
import { formatCardNumber, formatExpiry, onlyDigits } from './card-entry';
import classes from './payment-method-fields.module.css';

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
  const brand = cardBrandOf(onlyDigits(values.card.number));
  const cvcDigits = cvcLength(brand);
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
          <TextInput
            label="Card number"
            placeholder="1234 1234 1234 1234"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            required
            {...form.field(path('card.number'))}
            onChange={(event) => set('card.number', formatCardNumber(event.currentTarget.value))}
            rightSectionWidth={brand ? 150 : undefined}
            rightSection={
              brand ? (
                <Badge variant="light" color="gray" radius="sm" tt="none">
                  {brand}
                </Badge>
              ) : null
            }
            styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
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
            <TextInput
              label="Security code"
              description={`${cvcDigits} digits`}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              inputMode="numeric"
              autoComplete="off"
              maxLength={cvcDigits}
              required
              {...form.field(path('card.cvc'))}
              onChange={(event) =>
                set('card.cvc', onlyDigits(event.currentTarget.value).slice(0, cvcDigits))
              }
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
          <FieldPair>
            <TextInput
              label="Routing number"
              description="9 digits"
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              required
              {...form.field(path('ach.routingNumber'))}
              onChange={(event) =>
                set('ach.routingNumber', onlyDigits(event.currentTarget.value).slice(0, 9))
              }
            />
            <TextInput
              label="Account number"
              description="4 to 17 digits"
              inputMode="numeric"
              autoComplete="off"
              maxLength={17}
              required
              {...form.field(path('ach.accountNumber'))}
              onChange={(event) =>
                set('ach.accountNumber', onlyDigits(event.currentTarget.value).slice(0, 17))
              }
            />
          </FieldPair>
          <div>
            <Text size="sm" fw={500} mb={6} id={`${labelId}-type`}>
              Account type
            </Text>
            <SegmentedControl
              aria-labelledby={`${labelId}-type`}
              value={values.ach.accountType}
              onChange={(next) => set('ach.accountType', next)}
              data={[
                { value: 'checking', label: 'Checking' },
                { value: 'savings', label: 'Savings' },
              ]}
            />
          </div>
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

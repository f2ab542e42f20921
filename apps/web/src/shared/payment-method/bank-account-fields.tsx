import { SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';
import type { z } from 'zod';
import { FieldPair } from '../forms/field-pair';
import type { SchemaFormApi } from '../forms/use-schema-form';
import { DigitsInput } from './digits-input';

export interface BankAccountFieldsProps {
  /** Forms of different schemas: the fields are read and set by path. */
  form: SchemaFormApi<unknown, z.ZodType>;
  /** Where the bank account sits in the form's values: 'ach.', 'paymentMethod.ach.'. */
  prefix: string;
  accountType: 'checking' | 'savings';
}

/** A bank account as typed: the routing and account numbers (digits only) and its type. */
export function BankAccountFields({ form, prefix, accountType }: BankAccountFieldsProps) {
  const typeLabelId = useId();
  const path = (name: string) => `${prefix}${name}`;
  const set = (name: string, value: string) => form.form.setFieldValue(path(name), value);
  return (
    <>
      <FieldPair>
        <DigitsInput
          label="Routing number"
          description="9 digits"
          maxDigits={9}
          field={form.field(path('routingNumber'))}
          onChange={(digits) => set('routingNumber', digits)}
        />
        <DigitsInput
          label="Account number"
          description="4 to 17 digits"
          maxDigits={17}
          field={form.field(path('accountNumber'))}
          onChange={(digits) => set('accountNumber', digits)}
        />
      </FieldPair>
      <div>
        <Text size="sm" fw={500} mb={6} id={typeLabelId}>
          Account type
        </Text>
        <SegmentedControl
          aria-labelledby={typeLabelId}
          value={accountType}
          onChange={(next) => set('accountType', next)}
          data={[
            { value: 'checking', label: 'Checking' },
            { value: 'savings', label: 'Savings' },
          ]}
        />
      </div>
    </>
  );
}

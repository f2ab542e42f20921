import { SimpleGrid } from '@mantine/core';
import type { InputProps } from '../forms/use-schema-form';
import { ButtonGroupField } from './choice-fields';
import { MaskedField, TextField } from './text-fields';

const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

const ACCOUNT_TYPES = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
];
const OWNERSHIP_TYPES = [
  { value: 'business', label: 'Business' },
  { value: 'personal', label: 'Personal' },
];

export interface BankAccountFieldProps {
  bankName: InputProps;
  bankAccountType: InputProps;
  bankAccountOwnershipType: InputProps;
  bankRoutingNumber: InputProps;
  bankAccountNumber: InputProps;
}

/**
 * The bank account payouts go to (part 1 §5 bank fields; `updateBankingDetailsSchema`): name,
 * type, ownership, and the full routing (9 digits) and account (4 to 17) numbers typed anew,
 * never shown back. `onFile` says which last fours are on file now. My Account's form and the
 * back office's edit both use it.
 */
export function BankAccountFields({
  fields,
  onFile,
}: {
  fields: BankAccountFieldProps;
  onFile: string;
}) {
  return (
    <>
      <TextField field={fields.bankName} label="Bank name" autoComplete="off" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <ButtonGroupField
          field={fields.bankAccountType}
          label="Account type"
          options={ACCOUNT_TYPES}
          required
        />
        <ButtonGroupField
          field={fields.bankAccountOwnershipType}
          label="Account ownership"
          options={OWNERSHIP_TYPES}
          required
        />
        <MaskedField
          field={fields.bankRoutingNumber}
          label="Routing number"
          description="9 digits"
          mask={(typed) => digitsOnly(typed).slice(0, 9)}
          maxLength={9}
          required
          autoComplete="off"
        />
        <MaskedField
          field={fields.bankAccountNumber}
          label="Account number"
          description={onFile ? `4 to 17 digits. ${onFile}` : '4 to 17 digits'}
          mask={(typed) => digitsOnly(typed).slice(0, 17)}
          maxLength={17}
          required
          autoComplete="off"
        />
      </SimpleGrid>
    </>
  );
}

/** The five fields' props of a form over `updateBankingDetailsSchema`. */
export const bankAccountFieldsOf = (field: (path: keyof BankAccountFieldProps) => InputProps) => ({
  bankName: field('bankName'),
  bankAccountType: field('bankAccountType'),
  bankAccountOwnershipType: field('bankAccountOwnershipType'),
  bankRoutingNumber: field('bankRoutingNumber'),
  bankAccountNumber: field('bankAccountNumber'),
});

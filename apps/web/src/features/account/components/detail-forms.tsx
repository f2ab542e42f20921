import { SimpleGrid } from '@mantine/core';
import { maskSsn } from '@paydesk/domain/field-checks';
import { MERCHANT_DETAIL_MESSAGES } from '@paydesk/domain/merchant-detail-fields';
import {
  BankAccountFields,
  bankAccountFieldsOf,
} from '../../../shared/form-fields/bank-account-fields';
import { DateField } from '../../../shared/form-fields/date-field';
import { PhoneField } from '../../../shared/form-fields/phone-field';
import {
  EmailField,
  MaskedField,
  PersonNameFields,
  TextField,
} from '../../../shared/form-fields/text-fields';
import { SchemaFormWithActions } from '../../../shared/forms/form-modal';
import type {
  BankingValues,
  BusinessValues,
  ContactValues,
  OwnerValues,
  PhoneValues,
} from '../utils/detail-form-values';
import { AddressFields } from './address-fields';
import { type DetailFormProps, useDetailForm } from './use-detail-form';

const schemas = () => import('@paydesk/domain/merchant-details');
const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

export function BusinessForm(props: DetailFormProps<BusinessValues>) {
  const { form, submit } = useDetailForm(
    'business',
    props,
    async () => (await schemas()).updateBusinessDetailsSchema,
  );
  return (
    <SchemaFormWithActions
      form={form}
      onSubmit={submit}
      errorTitle="The business details could not be saved"
      submitLabel="Save changes"
      onCancel={props.onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextField
          field={form.field('businessCommonName')}
          label="Business name (DBA)"
          required
          autoComplete="organization"
        />
        <TextField field={form.field('businessLegalName')} label="Legal name" required />
        <MaskedField
          field={form.field('businessEin')}
          label="Tax ID / EIN"
          description="9 digits"
          required
          mask={(typed) => {
            const digits = digitsOnly(typed).slice(0, 9);
            return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
          }}
          maxLength={10}
          autoComplete="off"
        />
      </SimpleGrid>
      <AddressFields
        form={form}
        legend="Business address"
        autoCompleteSection="section-business"
        names={{
          line1: 'businessAddress1',
          line2: 'businessAddress2',
          city: 'businessCity',
          state: 'businessState',
          zip: 'businessZip',
          country: 'businessCountry',
        }}
      />
    </SchemaFormWithActions>
  );
}

export function ContactForm(props: DetailFormProps<ContactValues>) {
  const { form, submit } = useDetailForm(
    'contact',
    props,
    async () => (await schemas()).updateContactDetailsSchema,
  );
  return (
    <SchemaFormWithActions
      form={form}
      onSubmit={submit}
      errorTitle="The contact could not be saved"
      submitLabel="Save changes"
      onCancel={props.onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <PersonNameFields first={form.field('firstName')} last={form.field('lastName')} />
        <EmailField field={form.field('contactEmail')} label="E-mail" required />
        <PhoneField field={form.field('contactPhoneMobile')} label="Mobile phone" />
      </SimpleGrid>
      <AddressFields
        form={form}
        legend="Mailing address"
        autoCompleteSection="section-contact"
        names={{
          line1: 'contactAddress1',
          line2: 'contactAddress2',
          city: 'contactCity',
          state: 'contactState',
          zip: 'contactZip',
          country: 'contactCountry',
        }}
      />
    </SchemaFormWithActions>
  );
}

export function PhoneForm(props: DetailFormProps<PhoneValues>) {
  const { form, submit } = useDetailForm(
    'phone',
    props,
    async () => (await schemas()).updateBusinessPhoneSchema,
  );
  return (
    <SchemaFormWithActions
      form={form}
      onSubmit={submit}
      errorTitle="The business phone could not be saved"
      submitLabel="Save changes"
      onCancel={props.onDone}
    >
      <PhoneField field={form.field('businessPhone')} label="Business phone" required />
    </SchemaFormWithActions>
  );
}

/** The bank account payouts go to: the full numbers are typed anew, never shown back. */
export function BankingForm(props: DetailFormProps<BankingValues> & { lastFours: string }) {
  const { form, submit } = useDetailForm(
    'banking',
    props,
    async () => (await schemas()).updateBankingDetailsSchema,
  );
  return (
    <SchemaFormWithActions
      form={form}
      onSubmit={submit}
      errorTitle="The bank information could not be saved"
      submitLabel="Save changes"
      onCancel={props.onDone}
    >
      <BankAccountFields
        fields={bankAccountFieldsOf((path) => form.field(path))}
        onFile={props.lastFours}
      />
    </SchemaFormWithActions>
  );
}

export function OwnerForm(props: DetailFormProps<OwnerValues> & { ssnLast4: string | null }) {
  const { form, submit } = useDetailForm(
    'owner',
    props,
    async () => (await schemas()).updateOwnerDetailsSchema,
  );
  return (
    <SchemaFormWithActions
      form={form}
      onSubmit={submit}
      errorTitle="The owner could not be saved"
      submitLabel="Save changes"
      onCancel={props.onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextField field={form.field('firstName')} label="First name" required autoComplete="off" />
        <TextField field={form.field('lastName')} label="Last name" required autoComplete="off" />
        <DateField field={form.field('dateOfBirth')} label="Date of birth" required />
        <MaskedField
          field={form.field('ssn')}
          label="Social Security Number"
          description={
            props.ssnLast4
              ? `On file: ***-**-${props.ssnLast4}. ${MERCHANT_DETAIL_MESSAGES.ssnKept}`
              : '9 digits'
          }
          placeholder="XXX-XX-XXXX"
          mask={maskSsn}
          maxLength={11}
          autoComplete="off"
        />
      </SimpleGrid>
      <AddressFields
        form={form}
        legend="Home address"
        autoCompleteSection="section-owner"
        names={{
          line1: 'address1',
          line2: 'address2',
          city: 'city',
          state: 'state',
          zip: 'postalCode',
          country: 'country',
        }}
      />
    </SchemaFormWithActions>
  );
}

import type { CustomerCountry } from '@paydesk/domain/customer-fields';
import type { CreateCustomerInput, UpdateCustomerInput } from '@paydesk/domain/customers';
import type { Customer } from '../api/get-customer';

/** What the customer form holds: every field as typed ('' for nothing). */
export type CustomerFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: CustomerCountry;
};

export const EMPTY_CUSTOMER: CustomerFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  country: 'USA',
};

/** A stored customer as the form shows it (no e-mail or phone: ''). */
export function customerFormValues(customer: Customer): CustomerFormValues {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    address1: customer.address1,
    address2: customer.address2,
    city: customer.city,
    state: customer.state,
    zip: customer.zip,
    country: customer.country as CustomerCountry,
  };
}

/** The create body: every field as typed (the schema trims and drops the empty ones). */
export const toCreateInput = (values: CustomerFormValues): CreateCustomerInput => ({ ...values });

/**
 * The edit body: only the fields that differ from the stored customer. A changed ZIP or
 * country sends both, so the server checks the ZIP against the country it will have.
 */
export function changedFields(
  initial: CustomerFormValues,
  values: CustomerFormValues,
): UpdateCustomerInput {
  const changed: Record<string, string> = {};
  for (const key of Object.keys(initial) as (keyof CustomerFormValues)[]) {
    if (values[key].trim() !== initial[key].trim()) changed[key] = values[key];
  }
  if ('zip' in changed || 'country' in changed) {
    changed.zip = values.zip;
    changed.country = values.country;
  }
  return changed as UpdateCustomerInput;
}

// @vitest-environment jsdom
import { maskSsn } from '@paydesk/domain/field-checks';
import { rules, textField } from '@paydesk/domain/field-schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../testing/render';
import { SchemaForm } from '../forms/schema-form';
import { useSchemaForm } from '../forms/use-schema-form';
import {
  ButtonGroupField,
  CheckboxField,
  CheckboxGroupField,
  RadioField,
  SelectField,
} from './choice-fields';
import { DateField } from './date-field';
import { DollarAmountField, NumberField } from './number-fields';
import { PhoneField } from './phone-field';
import { EmailField, HiddenField, MaskedField, PasswordField, TextField } from './text-fields';
import { TextareaField } from './textarea-field';

const schema = z.object({
  city: textField({
    required: true,
    requiredMessage: 'You must enter a City',
    rules: [rules.name],
  }),
  email: textField({ rules: [rules.email] }),
  password: z.string(),
  secret: z.string(),
  dob: z.string(),
  ssn: z.string(),
  notes: z.string(),
  documents: z.string().refine((v) => v.split(',').includes('w9'), 'The W-9 is required'),
  kind: z.string(),
  plan: z.string(),
  agree: z.boolean(),
  state: z.string(),
  amount: z.union([z.number(), z.string()]),
  quantity: z.string(),
  phone: z.string(),
});
type Values = z.input<typeof schema>;
const initialValues: Values = {
  city: '',
  email: '',
  password: '',
  secret: 'kept',
  dob: '',
  ssn: '',
  notes: '',
  documents: '',
  kind: 'card',
  plan: '',
  agree: false,
  state: '',
  amount: '',
  quantity: '',
  phone: '',
};

function EveryField({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useSchemaForm({ schema, initialValues });
  return (
    <SchemaForm form={form} onSubmit={onSubmit} errorTitle="Not saved" aria-label="Every field">
      <TextField field={form.field('city')} label="City" required />
      <EmailField field={form.field('email')} label="E-mail" />
      <PasswordField field={form.field('password')} label="Password" />
      <HiddenField field={form.field('secret')} name="secret" />
      <DateField field={form.field('dob')} label="Date of birth" />
      <MaskedField field={form.field('ssn')} label="SSN" mask={maskSsn} maxLength={11} />
      <TextareaField field={form.field('notes')} label="Notes" maxLength={200} />
      <CheckboxGroupField
        group={form.checkboxGroup('documents')}
        label="Documents"
        options={[
          { value: 'w9', label: 'W-9' },
          { value: 'voidedCheck', label: 'Voided check' },
        ]}
      />
      <ButtonGroupField
        field={form.field('kind')}
        label="Kind"
        options={[
          { value: 'card', label: 'Card' },
          { value: 'ach', label: 'ACH' },
        ]}
      />
      <RadioField
        field={form.field('plan')}
        label="Plan"
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'yearly', label: 'Yearly' },
        ]}
      />
      <CheckboxField field={form.field('agree', { type: 'checkbox' })} label="I agree" />
      <SelectField
        field={form.field('state')}
        label="State"
        options={[
          { value: 'OR', label: 'Oregon' },
          { value: 'WA', label: 'Washington' },
        ]}
      />
      <DollarAmountField field={form.field('amount')} label="Amount" />
      <NumberField field={form.field('quantity')} label="Quantity" integer />
      <PhoneField field={form.field('phone')} label="Phone" />
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

describe('shared form fields (part 1 §3 "Shared form field kinds")', () => {
  it('masks, counts, joins and formats as people type, and submits what the schema parsed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = renderWithProviders(<EveryField onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText(/^City/), 'Portland');
    await user.type(screen.getByLabelText('E-mail'), 'olivia@paydesk.com');
    await user.type(screen.getByLabelText('Password'), 'Secret!');
    const dob = screen.getByLabelText('Date of birth');
    expect(dob).toHaveAttribute('placeholder', 'XX/XX/XXXX');
    await user.type(dob, '07041976');
    expect(dob).toHaveValue('07/04/1976');
    const ssn = screen.getByLabelText('SSN');
    await user.type(ssn, '123456780');
    expect(ssn).toHaveValue('123-45-6780');
    await user.type(screen.getByLabelText('Notes'), 'Hello');
    expect(screen.getByText('5/200')).toBeInTheDocument();
    await user.click(screen.getByLabelText('W-9'));
    await user.click(screen.getByLabelText('Voided check'));
    await user.click(screen.getByText('ACH'));
    await user.click(screen.getByLabelText('Yearly'));
    await user.click(screen.getByLabelText('I agree'));
    await user.selectOptions(screen.getByLabelText('State'), 'WA');
    await user.type(screen.getByLabelText('Amount'), '12.5');
    await user.type(screen.getByLabelText('Quantity'), '3x');
    expect(screen.getByLabelText('Quantity')).toHaveValue('3');
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '5035550142');
    expect(phone).toHaveValue('(503) 555-0142');
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(container.querySelector('input[type="hidden"][name="secret"]')).toHaveValue('kept');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      city: 'Portland',
      email: 'olivia@paydesk.com',
      dob: '07/04/1976',
      ssn: '123-45-6780',
      documents: 'w9,voidedCheck',
      kind: 'ach',
      plan: 'yearly',
      agree: true,
      state: 'WA',
      amount: 12.5,
      quantity: '3',
      phone: '(503) 555-0142',
    });
  });

  it('shows only the first message of a field, and only once it was touched', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EveryField onSubmit={vi.fn()} />);
    expect(screen.queryByText('You must enter a City')).not.toBeInTheDocument();
    const city = screen.getByLabelText(/^City/);
    await user.click(city);
    await user.tab();
    expect(await screen.findByText('You must enter a City')).toBeInTheDocument();
    await user.type(city, 'P0rtland');
    await user.tab();
    expect(await screen.findByText('Use letters, spaces and hyphens only')).toBeInTheDocument();
    expect(screen.queryByText('You must enter a City')).not.toBeInTheDocument();
  });
});

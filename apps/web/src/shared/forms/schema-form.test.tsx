// @vitest-environment jsdom
import { Checkbox, PasswordInput, TextInput } from '@mantine/core';
import { emailSchema } from '@paydesk/domain/email';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { newPasswordSchema } from '@paydesk/domain/password';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../testing/render';
import { ApiError } from '../api/api-error';
import { SchemaForm } from './schema-form';
import { type SubmitHandler, useSchemaForm } from './use-schema-form';

const schema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  business: z.object({ ein: z.string().regex(/^\d{9}$/, 'Tax ID/EIN must be 9 digits') }),
  documents: z
    .array(z.string())
    .min(2, 'Choose at least two documents')
    .refine((list) => list.includes('w9'), 'The W-9 is required'),
});

type Values = { email: string; password: string; business: { ein: string }; documents: string };

/** A checkbox group's value is a comma-joined string (part 1 §3); the schema wants a list. */
const toInput = (values: Values) => ({
  ...values,
  documents: values.documents ? values.documents.split(',') : [],
});

const initialValues: Values = { email: '', password: '', business: { ein: '' }, documents: '' };

function TestForm({ onSubmit }: { onSubmit: SubmitHandler<typeof schema> }) {
  const form = useSchemaForm({ schema, initialValues, toInput });
  return (
    <SchemaForm form={form} onSubmit={onSubmit} errorTitle="Not saved" aria-label="Test form">
      <TextInput label="E-mail" {...form.field('email')} />
      <PasswordInput label="Password" {...form.field('password')} />
      <TextInput label="EIN" {...form.field('business.ein')} />
      <Checkbox.Group label="Documents" {...form.checkboxGroup('documents')}>
        <Checkbox value="w9" label="W-9" />
        <Checkbox value="voided-check" label="Voided check" />
        <Checkbox value="bank-statement" label="Bank statement" />
      </Checkbox.Group>
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.form.validate()}>
        Check all
      </button>
    </SchemaForm>
  );
}

const PASSWORD = 'Fresh!Paydesk2027';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), ' Owner@Paydesk.test ');
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.type(screen.getByLabelText('EIN'), '123456789');
  await user.click(screen.getByLabelText('W-9'));
  await user.click(screen.getByLabelText('Bank statement'));
}

const validationError = (fieldErrors: Record<string, string[]>) =>
  new ApiError({
    status: 400,
    kind: 'http',
    message: VALIDATION_ERROR_MESSAGE,
    errorMessage: VALIDATION_ERROR_MESSAGE,
    fieldErrors,
  });

describe('SchemaForm and useSchemaForm', () => {
  it('shows nothing before a field is touched, then only its first message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestForm onSubmit={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'abc');
    expect(screen.queryByText('Must contain at least 12 characters.')).toBeNull();

    await user.tab();
    expect(screen.getByText('Must contain at least 12 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Must contain at least one uppercase character.')).toBeNull();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // The e-mail was never touched: its (failing) rule says nothing yet.
    expect(screen.queryByText('Please enter your email')).toBeNull();
  });

  it('keeps messages of untouched fields hidden, even when the whole form was checked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TestForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Check all' }));
    expect(screen.queryByText('Please enter your email')).toBeNull();
    expect(screen.queryByText('Tax ID/EIN must be 9 digits')).toBeNull();

    await user.click(screen.getByLabelText('EIN'));
    await user.tab();
    expect(screen.getByText('Tax ID/EIN must be 9 digits')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your email')).toBeNull();
  });

  it('on submit shows every field, lists all messages of a checkbox group, sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Tax ID/EIN must be 9 digits')).toBeInTheDocument();
    expect(screen.getByText('Choose at least two documents')).toBeInTheDocument();
    expect(screen.getByText('The W-9 is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();

    // A field's message goes as soon as it is changed.
    await user.type(screen.getByLabelText('E-mail'), 'o');
    expect(screen.queryByText('Please enter your email')).toBeNull();
  });

  it("sends the schema's output: a lower-cased e-mail, the group as a list", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<SubmitHandler<typeof schema>>();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'owner@paydesk.test',
      password: PASSWORD,
      business: { ein: '123456789' },
      documents: ['w9', 'bank-statement'],
    });
  });

  it("puts the server's field errors under the fields by dotted path, without an alert", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw validationError({
        'business.ein': ['This EIN belongs to another account'],
        email: ['This e-mail is taken', 'A second message'],
      });
    });
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This EIN belongs to another account')).toBeInTheDocument();
    expect(screen.getByLabelText('EIN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This e-mail is taken')).toBeInTheDocument();
    expect(screen.queryByText('A second message')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's error_message in the alert, and the messages of unknown fields", async () => {
    const user = userEvent.setup();
    const failures = [
      new ApiError({
        status: 409,
        kind: 'http',
        message: 'This request was already sent.',
        errorMessage: 'This request was already sent.',
      }),
      validationError({ merchantId: ['This account is closed'] }),
    ];
    const onSubmit = vi.fn(async () => {
      throw failures.shift();
    });
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not saved');
    expect(alert).toHaveTextContent('This request was already sent.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This account is closed'),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('This request was already sent.');
  });

  it('keeps the Idempotency-Key across retries, and renews it after a success or a change', async () => {
    const user = userEvent.setup();
    const outcomes: (Error | null)[] = [
      new ApiError({ status: 0, kind: 'network', message: 'Unable to reach Paydesk.' }),
      null,
      null,
      null,
    ];
    const keys: string[] = [];
    const onSubmit = vi.fn<SubmitHandler<typeof schema>>(async (_data, { idempotencyKey }) => {
      keys.push(idempotencyKey);
      const outcome = outcomes.shift();
      if (outcome) throw outcome;
    });
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await fillValid(user);
    const save = screen.getByRole('button', { name: 'Save' });

    await user.click(save); // fails: nothing reached the server, or it did
    await screen.findByRole('alert');
    await user.click(save); // the same submission again: same key
    await waitFor(() => expect(keys).toHaveLength(2));
    await user.click(save); // a new submission after the success
    await waitFor(() => expect(keys).toHaveLength(3));
    await user.type(screen.getByLabelText('EIN'), '{Backspace}8');
    await user.click(save); // other values: another request
    await waitFor(() => expect(keys).toHaveLength(4));

    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
    expect(new Set(keys).size).toBe(3);
  });

  it('with a schema given as an import, paints first, loads it when focused, checks on submit', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () => schema);
    const onSubmit = vi.fn<SubmitHandler<typeof schema>>();
    function ImportedSchemaForm() {
      const form = useSchemaForm({ schema: load, initialValues, toInput });
      return (
        <SchemaForm form={form} onSubmit={onSubmit} aria-label="Imported form">
          <TextInput label="E-mail" {...form.field('email')} />
          <button type="submit">Save</button>
        </SchemaForm>
      );
    }
    renderWithProviders(<ImportedSchemaForm />);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

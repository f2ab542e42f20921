// @vitest-environment jsdom
import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../testing/render';
import { FormModal, SchemaFormWithActions } from './form-modal';
import { useSchemaForm } from './use-schema-form';

/** An edit schema: at least one field, said under no field (as the domain's update schemas do). */
const schema = z
  .object({ name: z.string().min(1, 'Enter a name').optional() })
  .refine((body) => body.name !== undefined, { message: 'Change at least one field.', path: [] });

function EditForm({ onCancel, onSubmit }: { onCancel: () => void; onSubmit: () => Promise<void> }) {
  const form = useSchemaForm({
    schema,
    initialValues: { name: 'Ada' },
    toInput: (values: { name: string }) => (values.name === 'Ada' ? {} : values),
  });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Edit name"
      errorTitle="The name could not be saved"
      submitLabel="Save changes"
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <TextInput label="Name" {...form.field('name')} />
    </SchemaFormWithActions>
  );
}

function Dialog({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Edit
      </button>
      <FormModal opened={opened} onClose={() => setOpened(false)} title="Edit name">
        <EditForm onCancel={() => setOpened(false)} onSubmit={onSubmit} />
      </FormModal>
    </>
  );
}

describe('FormModal and SchemaFormWithActions', () => {
  it('mounts the form only while open, afresh each time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Dialog onSubmit={async () => undefined} />);
    expect(screen.queryByRole('form', { name: 'Edit name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Grace');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit name' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada');
  });

  it('says a message of the whole form above its buttons, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<Dialog onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Change at least one field.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the submit pending while it is sent', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<Dialog onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(await screen.findByLabelText('Name'), ' Lovelace');
    const save = screen.getByRole('button', { name: 'Save changes' });
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-loading', 'true'));
    expect(onSubmit).toHaveBeenCalledOnce();
    finish();
    await waitFor(() => expect(save).not.toHaveAttribute('data-loading'));
  });
});

import { Button, Group, Modal, Switch, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { isApiError } from '../api/api-error';
import { handleError } from '../errors/handle-error';
import { SchemaForm } from '../forms/schema-form';
import { useSchemaForm } from '../forms/use-schema-form';
import { notify } from '../notifications/notify';
import { useCreateSavedView } from './saved-views-api';

/** The schema loads with zod when the form is first focused (or submitted). */
const createSchema = async () =>
  (await import('@paydesk/domain/saved-views')).createSavedViewSchema;

type SaveViewValues = { name: string; shared: boolean };

export interface SaveViewDialogProps {
  opened: boolean;
  onClose: () => void;
  merchantId: number;
  screen: string;
  /** The view's URL query (ListState.viewQuery). */
  query: string;
}

/** Field refusals and the server's message show in the form; anything else is reported too. */
function reportFailure(failure: unknown): void {
  if (!isApiError(failure)) {
    handleError(failure, { title: 'The view was not saved' });
    return;
  }
  if ([400, 401, 403, 409].includes(failure.status)) return;
  handleError(failure, { title: 'The view was not saved' });
}

/** "Save current view…" (`dialog=save-view`): a name, and whether the team sees it. */
export function SaveViewDialog({ opened, onClose, ...form }: SaveViewDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Save view">
      {opened ? <SaveViewForm {...form} onClose={onClose} /> : null}
    </Modal>
  );
}

function SaveViewForm({ merchantId, screen, query, onClose }: Omit<SaveViewDialogProps, 'opened'>) {
  const create = useCreateSavedView(merchantId, screen);
  const toInput = useCallback(
    (values: SaveViewValues) => ({ screen, query, name: values.name, shared: values.shared }),
    [screen, query],
  );
  const form = useSchemaForm({
    schema: createSchema,
    initialValues: { name: '', shared: false } as SaveViewValues,
    toInput,
    onSubmitError: reportFailure,
  });
  return (
    <SchemaForm
      form={form}
      aria-label="Save view"
      errorTitle="The view was not saved"
      onSubmit={async (data, { idempotencyKey }) => {
        const view = await create.mutateAsync({ ...data, idempotencyKey });
        notify({
          level: 'success',
          title: 'View saved',
          message: `"${view.name}" is in your views.`,
        });
        onClose();
      }}
    >
      <TextInput label="Name" withAsterisk data-autofocus {...form.field('name')} />
      <Switch
        label="Share with other users of this account"
        {...form.field('shared', { type: 'checkbox' })}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={form.submitting}>
          Save view
        </Button>
      </Group>
    </SchemaForm>
  );
}

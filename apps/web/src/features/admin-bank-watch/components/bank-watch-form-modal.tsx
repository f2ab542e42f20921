import { SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type CreateBankWatchEntryInput,
  createBankWatchEntrySchema,
  updateBankWatchEntrySchema,
} from '@paydesk/domain/admin-bank-watch';
import { BANK_WATCH_REASON_MAX } from '@paydesk/domain/admin-bank-watch-fields';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import type { BankWatchDetail } from '../api/get-bank-watch';
import { useAddBankWatchEntry, useUpdateBankWatchEntry } from '../api/save-bank-watch';

type AccountKind = 'last4' | 'full' | 'keep';

interface EntryFormValues extends Record<string, unknown> {
  routingNumber: string;
  accountKind: AccountKind;
  accountNumberLast4: string;
  accountNumber: string;
  bankName: string;
  reason: string;
}

/** The form's values as the schema takes them: only the account field of the kind chosen. */
function toInput(values: EntryFormValues): CreateBankWatchEntryInput {
  const { accountKind, accountNumberLast4, accountNumber, ...rest } = values;
  if (accountKind === 'full') return { ...rest, accountNumber };
  if (accountKind === 'last4') return { ...rest, accountNumberLast4 };
  return rest;
}

export interface BankWatchFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The entry to edit; none: a new entry. */
  entry?: BankWatchDetail;
  onSaved: (entry: BankWatchDetail) => void;
}

/** 'Add entry', or 'Edit entry' (an entry holding a full number may keep it unseen). */
export function BankWatchFormModal({ opened, onClose, entry, onSaved }: BankWatchFormModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={entry ? 'Edit entry' : 'Add entry'}>
      <EntryForm entry={entry} onClose={onClose} onSaved={onSaved} />
    </FormModal>
  );
}

function EntryForm({ entry, onClose, onSaved }: Omit<BankWatchFormModalProps, 'opened'>) {
  const add = useAddBankWatchEntry();
  const update = useUpdateBankWatchEntry(entry?.id ?? 0);
  const form = useSchemaForm({
    schema: entry ? updateBankWatchEntrySchema : createBankWatchEntrySchema,
    initialValues: {
      routingNumber: entry?.routingNumber ?? '',
      accountKind: entry?.hasFullAccountNumber ? 'keep' : 'last4',
      accountNumberLast4: entry?.accountNumberLast4 ?? '',
      accountNumber: '',
      bankName: entry?.bankName ?? '',
      reason: entry?.reason ?? '',
    } satisfies EntryFormValues as EntryFormValues,
    toInput,
  });
  const kind = form.form.values.accountKind;
  const kinds = [
    ...(entry?.hasFullAccountNumber
      ? [{ value: 'keep', label: `Keep •••• ${entry.accountNumberLast4}` }]
      : []),
    { value: 'last4', label: 'Last four' },
    { value: 'full', label: 'Full number' },
  ];
  return (
    <SchemaFormWithActions
      form={form}
      aria-label={entry ? 'Edit entry' : 'Add entry'}
      errorTitle={entry ? 'The entry could not be saved' : 'The entry could not be added'}
      onSubmit={async (body, { idempotencyKey }) => {
        const saved = entry
          ? await update.mutateAsync({ ...body, idempotencyKey })
          : await add.mutateAsync({ ...body, idempotencyKey });
        const matches =
          saved.matchCount === 1 ? '1 merchant matches' : `${saved.matchCount} merchants match`;
        notify({
          level: 'success',
          title: entry ? 'Entry saved' : 'Entry added',
          message: `${saved.bankName}: ${matches}.`,
        });
        onSaved(saved);
      }}
      submitLabel={entry ? 'Save changes' : 'Add entry'}
      onCancel={onClose}
    >
      <TextInput
        label="Routing number"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        data-autofocus
        {...form.field('routingNumber')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="bank-watch-account-kind">
          Account
        </Text>
        <SegmentedControl
          aria-labelledby="bank-watch-account-kind"
          data={kinds}
          fullWidth
          value={kind}
          onChange={(value) => form.form.setFieldValue('accountKind', value as AccountKind)}
        />
      </Stack>
      {kind === 'last4' ? (
        <TextInput
          label="Account last four"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          {...form.field('accountNumberLast4')}
        />
      ) : null}
      {kind === 'full' ? (
        <TextInput
          label="Full account number"
          description="Stored encrypted; only its last four are ever shown."
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={21}
          {...form.field('accountNumber')}
        />
      ) : null}
      <TextInput label="Bank name" required autoComplete="off" {...form.field('bankName')} />
      <Textarea
        label="Reason"
        required
        autosize
        minRows={3}
        description={`Up to ${BANK_WATCH_REASON_MAX} characters; shown on the matching merchants' alerts.`}
        {...form.field('reason')}
      />
    </SchemaFormWithActions>
  );
}

import { updatePartnerSchema } from '@paydesk/domain/admin-partners';
import { useMemo } from 'react';
import { FormModal, SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { notify } from '../../../shared/notifications/notify';
import type { Partner } from '../api/get-partner';
import { useUpdatePartner } from '../api/save-partner';
import { PartnerFields, type PartnerFormValues } from './partner-fields';

const valuesOf = (partner: Partner): PartnerFormValues => ({
  name: partner.name,
  firstName: partner.firstName,
  lastName: partner.lastName,
  taxId: '',
  email: partner.email,
  website: partner.website ?? '',
  phone: partner.phone ?? '',
});

/** Only the fields that changed; an empty tax id keeps the stored one. */
function changedFields(initial: PartnerFormValues, values: PartnerFormValues) {
  const changed: Record<string, string> = {};
  for (const key of Object.keys(values) as (keyof PartnerFormValues)[]) {
    if (key === 'taxId' ? values.taxId.trim() !== '' : values[key] !== initial[key]) {
      changed[key] = values[key];
    }
  }
  return changed;
}

/** Edit partner: prefilled; only the changed fields are sent. */
export function PartnerEditModal({
  partner,
  opened,
  onClose,
}: {
  partner: Partner;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit partner" size="lg">
      <EditForm partner={partner} onClose={onClose} />
    </FormModal>
  );
}

function EditForm({ partner, onClose }: { partner: Partner; onClose: () => void }) {
  const update = useUpdatePartner(partner.id);
  const initial = useMemo(() => valuesOf(partner), [partner]);
  const toInput = useMemo(
    () => (values: PartnerFormValues) => changedFields(initial, values),
    [initial],
  );
  const form = useSchemaForm({ schema: updatePartnerSchema, initialValues: initial, toInput });
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Edit partner"
      errorTitle="The partner could not be saved"
      onSubmit={async (body, { idempotencyKey }) => {
        const saved = await update.mutateAsync({ body, idempotencyKey });
        notify({ level: 'success', title: 'Partner saved', message: saved.name });
        onClose();
      }}
      submitLabel="Save changes"
      onCancel={onClose}
    >
      <PartnerFields
        form={form}
        taxIdRequired={false}
        taxIdHint={`Now ${partner.taxId ?? 'none'}; leave empty to keep it`}
      />
    </SchemaFormWithActions>
  );
}

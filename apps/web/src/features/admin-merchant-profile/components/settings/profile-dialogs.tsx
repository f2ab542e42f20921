import { Alert, List, Select, TextInput } from '@mantine/core';
import {
  BUSINESS_TYPES,
  businessTypeLabel,
  SETTINGS_MESSAGES,
  updateAdminMerchantProfileSchema,
} from '@paydesk/domain/admin-merchant-settings';
import { COUNTRIES, stateLabelOf, statesOf } from '@paydesk/domain/field-checks';
import { FormModal, SchemaFormWithActions } from '../../../../shared/forms/form-modal';
import { useSchemaForm } from '../../../../shared/forms/use-schema-form';
import { notify } from '../../../../shared/notifications/notify';
import { type MerchantSettings, useUpdateMerchantProfile } from '../../api/merchant-settings';

type Profile = MerchantSettings['profile'];
type Part = 'legal' | 'country';

/** The fields each dialog shows (the others are sent as read). */
const PART_FIELDS: Record<Part, Record<string, string>> = {
  legal: {
    businessLegalName: 'Legal name',
    businessCommonName: 'DBA',
    businessType: 'Business type',
    businessEin: 'EIN',
    businessPhone: 'Business phone',
  },
  country: {
    businessCountry: 'Country',
    businessAddress1: 'Address',
    businessAddress2: 'Address line 2',
    businessCity: 'City',
    businessState: 'State',
    businessZip: 'ZIP / postal code',
  },
};

const TITLES: Record<Part, string> = {
  legal: 'Edit legal details',
  country: 'Edit country and address',
};

/**
 * The legal and country dialogs (part 2 §2 "edit dialogs"): each shows its part of the
 * profile and sends the whole editable set (POST /admin/merchants/{id}), checked with My
 * Account's business-details rules (part 1 §5).
 */
export function ProfileDialog({
  settings,
  part,
  opened,
  onClose,
}: {
  settings: MerchantSettings;
  part: Part;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={TITLES[part]} size="md">
      <ProfileForm settings={settings} part={part} onClose={onClose} />
    </FormModal>
  );
}

export function ProfileForm({
  settings,
  part,
  onClose,
}: {
  settings: MerchantSettings;
  part: Part;
  onClose: () => void;
}) {
  const update = useUpdateMerchantProfile(settings.id);
  const form = useSchemaForm({
    schema: updateAdminMerchantProfileSchema,
    initialValues: { ...settings.profile } as Profile,
  });
  const country = form.form.values.businessCountry;
  // A stored value the other dialog shows may fail today's checks: say which, and where.
  const other: Part = part === 'legal' ? 'country' : 'legal';
  const elsewhere =
    form.submitCount > 0
      ? Object.entries(form.form.errors)
          .filter(([path, message]) => message && PART_FIELDS[other][path])
          .map(([path, message]) => `${PART_FIELDS[other][path]}: ${String(message)}`)
      : [];
  const states = statesOf(country);
  return (
    <SchemaFormWithActions
      form={form}
      aria-label={TITLES[part]}
      errorTitle="The merchant was not updated"
      onSubmit={async (body, { idempotencyKey }) => {
        await update.mutateAsync({ body, idempotencyKey });
        notify({ level: 'success', title: 'Merchant updated', message: SETTINGS_MESSAGES.saved });
        onClose();
      }}
      submitLabel="Save changes"
      onCancel={onClose}
    >
      {elsewhere.length > 0 ? (
        <Alert color="red" variant="light" title={`Fix these in “${TITLES[other]}” first`}>
          <List size="sm">
            {elsewhere.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {part === 'legal' ? (
        <>
          <TextInput
            label="Legal name"
            required
            {...form.field('businessLegalName')}
            data-autofocus
          />
          <TextInput label="DBA" required {...form.field('businessCommonName')} />
          <Select
            label="Business type"
            required
            data={BUSINESS_TYPES.map((value) => ({
              value,
              label: businessTypeLabel(value, country),
            }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.field('businessType')}
          />
          <TextInput label="EIN" required inputMode="numeric" {...form.field('businessEin')} />
          <TextInput label="Business phone" type="tel" {...form.field('businessPhone')} />
        </>
      ) : (
        <>
          <Select
            label="Country"
            required
            data={COUNTRIES.map((c) => ({ value: c.code, label: c.label }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.field('businessCountry')}
            onChange={(value) => {
              form.form.setFieldValue('businessCountry', value ?? '');
              form.form.setFieldValue('businessState', '');
            }}
            data-autofocus
          />
          <TextInput label="Address" required {...form.field('businessAddress1')} />
          <TextInput label="Address line 2" {...form.field('businessAddress2')} />
          <TextInput label="City" required {...form.field('businessCity')} />
          {states.length > 0 ? (
            <Select
              label={stateLabelOf(country)}
              required
              searchable
              data={states.map(([code, name]) => ({ value: code, label: name }))}
              comboboxProps={{ withinPortal: true }}
              {...form.field('businessState')}
            />
          ) : null}
          <TextInput label="ZIP / postal code" required {...form.field('businessZip')} />
        </>
      )}
    </SchemaFormWithActions>
  );
}

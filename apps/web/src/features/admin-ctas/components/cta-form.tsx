import {
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CTA_CATEGORY_LABELS,
  CTA_MESSAGE_MAX,
  CTA_TITLE_MAX,
  CTA_VIEWER_LABELS,
} from '@paydesk/domain/admin-cta-fields';
import {
  type CreateCta,
  type CreateCtaInput,
  createCtaSchema,
  updateCtaSchema,
} from '@paydesk/domain/admin-ctas';
import { CTA_CATEGORIES, CTA_VIEWERS, DOCUMENT_TYPE_LABELS } from '@paydesk/domain/cta-rules';
import { DOCUMENT_TYPE_NAMES } from '@paydesk/domain/file-purposes';
import { SchemaFormWithActions } from '../../../shared/forms/form-modal';
import { type SubmitContext, useSchemaForm } from '../../../shared/forms/use-schema-form';
import type { CtaCampaign } from '../api/get-ctas';
import { useCtaEmailTemplates } from '../api/get-ctas';
import { fromDeadlineInput, parseReminderDays, toDeadlineInput } from '../utils/cta-form-values';

/** The form's values: the schema's paths, the deadline and reminder days as typed. */
export interface CtaFormValues extends Record<string, unknown> {
  title: string;
  message: string;
  can_be_dismissed: boolean;
  terms_of_service: boolean;
  settings: { viewable_by: string[] };
  categories: string[];
  documents_requested: string[];
  email_template: string;
  /** `YYYY-MM-DDTHH:mm`, UTC; '' for none. */
  deadline_at: string;
  /** '7, 3, 1'. */
  reminder_days: string;
  hold_at_deadline: boolean;
}

export function ctaFormValues(campaign?: CtaCampaign): CtaFormValues {
  return {
    title: campaign?.title ?? '',
    message: campaign?.message ?? '',
    can_be_dismissed: campaign?.can_be_dismissed ?? false,
    terms_of_service: campaign?.terms_of_service ?? false,
    settings: { viewable_by: [...(campaign?.settings.viewable_by ?? ['merchant-admin'])] },
    categories: [...(campaign?.categories ?? [])],
    documents_requested: (campaign?.documents_requested ?? []).map((d) => d.document_type_name),
    email_template: campaign?.email_template ?? 'cta-assigned-default',
    deadline_at: toDeadlineInput(campaign?.deadline_at ?? null),
    reminder_days: (campaign?.reminder_days ?? []).join(', '),
    hold_at_deadline: campaign?.hold_at_deadline ?? false,
  };
}

/** The values as the schema takes them (the deadline as ISO 8601 UTC, the days as numbers). */
function toInput(values: CtaFormValues): CreateCtaInput {
  return {
    ...values,
    deadline_at: fromDeadlineInput(values.deadline_at),
    reminder_days: parseReminderDays(values.reminder_days),
  } as unknown as CreateCtaInput;
}

const viewerOptions = CTA_VIEWERS.map((value) => ({ value, label: CTA_VIEWER_LABELS[value] }));
const documentOptions = DOCUMENT_TYPE_NAMES.map((value) => ({
  value,
  label: DOCUMENT_TYPE_LABELS[value],
}));

export interface CtaFormProps {
  /** The campaign to edit; none: a new one. */
  campaign?: CtaCampaign;
  /** Sends the parsed campaign (create: every field; edit: the page sends what changed). */
  onSubmit: (body: CreateCta, context: SubmitContext) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
  /** A deleted campaign is shown, not changed. */
  readOnly?: boolean;
}

/**
 * The campaign form of /admin/tools/ctas/create and /:id/edit: wording, who sees it, what it
 * asks for, the e-mail template (with its subject and body), and the deadline with its
 * reminders and hold (beyond the spec). The domain schema checks it on blur and on submit;
 * the server's messages land on the same fields.
 */
export function CtaForm({ campaign, onSubmit, onCancel, submitLabel, readOnly }: CtaFormProps) {
  const templates = useCtaEmailTemplates();
  const form = useSchemaForm({
    schema: campaign ? updateCtaSchema : createCtaSchema,
    initialValues: ctaFormValues(campaign),
    toInput,
  });
  const values = form.form.values;
  const template = templates.data?.data.find((t) => t.id === values.email_template);
  const reminderError = [
    ...form.messages('reminder_days'),
    ...[0, 1, 2, 3, 4, 5].flatMap((i) => form.messages(`reminder_days.${i}`)),
  ][0];
  const hasDeadline = values.deadline_at !== '';
  return (
    <SchemaFormWithActions
      form={form}
      aria-label={campaign ? 'Edit call to action' : 'New call to action'}
      errorTitle={
        campaign ? 'The call to action was not saved' : 'The call to action was not created'
      }
      onSubmit={(body, context) => onSubmit(body as CreateCta, context)}
      submitLabel={submitLabel}
      submitDisabled={readOnly}
      onCancel={onCancel}
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <Stack gap="md">
            <TextInput
              label="Title"
              required
              maxLength={CTA_TITLE_MAX}
              description="The heading of the form the merchant sees, and of the e-mail."
              {...form.field('title')}
            />
            <Textarea
              label="Message"
              required
              autosize
              minRows={3}
              maxLength={CTA_MESSAGE_MAX}
              description={`Up to ${CTA_MESSAGE_MAX} characters.`}
              {...form.field('message')}
            />
            <Group gap="xl">
              <Switch
                label="Can be dismissed"
                {...form.field('can_be_dismissed', { type: 'checkbox' })}
              />
              <Switch
                label="Terms of service must be accepted"
                {...form.field('terms_of_service', { type: 'checkbox' })}
              />
            </Group>
          </Stack>

          <Stack gap="md">
            <Title order={2} fz="h4">
              Who answers and what it asks for
            </Title>
            <Checkbox.Group
              label="Viewers"
              description="Who sees it; the contact types follow from it."
              required
              {...form.checkboxGroup('settings.viewable_by')}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                {viewerOptions.map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Checkbox.Group label="Categories" {...form.checkboxGroup('categories')}>
              <Group gap="lg" mt="xs">
                {CTA_CATEGORIES.map((category) => (
                  <Checkbox key={category} value={category} label={CTA_CATEGORY_LABELS[category]} />
                ))}
              </Group>
            </Checkbox.Group>
            <MultiSelect
              label="Requested documents"
              placeholder={values.documents_requested.length ? undefined : 'Choose document types'}
              data={documentOptions}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
              {...form.field('documents_requested')}
            />
          </Stack>

          <Stack gap="md">
            <Title order={2} fz="h4">
              E-mail
            </Title>
            <Select
              label="E-mail template"
              required
              allowDeselect={false}
              data={(templates.data?.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
              disabled={!templates.data}
              placeholder={templates.isError ? 'The templates could not be loaded' : undefined}
              comboboxProps={{ withinPortal: true }}
              {...form.field('email_template')}
            />
            {template ? (
              <Paper withBorder p="sm" radius="md" aria-label="Template preview">
                <Text size="xs" c="dimmed">
                  Subject
                </Text>
                <Text size="sm" fw={500}>
                  {template.subject}
                </Text>
                <Text size="xs" c="dimmed" mt="xs">
                  Body
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {template.body}
                </Text>
              </Paper>
            ) : null}
          </Stack>

          <Stack gap="md">
            <Title order={2} fz="h4">
              Deadline
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                type="datetime-local"
                label="Deadline (UTC)"
                description="Optional. Reminders and the hold need one."
                {...form.field('deadline_at')}
              />
              <TextInput
                label="Reminder days before the deadline"
                description="Whole days, comma-separated: 7, 3, 1"
                inputMode="numeric"
                autoComplete="off"
                disabled={!hasDeadline && values.reminder_days === ''}
                {...form.field('reminder_days')}
                error={reminderError}
              />
            </SimpleGrid>
            <Switch
              label="Place a funding hold on merchants still outstanding at the deadline"
              disabled={!hasDeadline && !values.hold_at_deadline}
              {...form.field('hold_at_deadline', { type: 'checkbox' })}
            />
          </Stack>
        </Stack>
      </fieldset>
    </SchemaFormWithActions>
  );
}

import { Text } from '@mantine/core';
import {
  describeTiming,
  type ReportFrequency,
  SCHEDULE_NAME_MAX,
  WEEKDAY_NAMES,
} from '@paydesk/domain/report-schedule-catalogue';
import { useCallback } from 'react';
import { isApiError } from '../api/api-error';
import { handleError } from '../errors/handle-error';
import { ButtonGroupField, SelectField } from '../form-fields/choice-fields';
import { TextField } from '../form-fields/text-fields';
import { FormModal, SchemaFormWithActions } from '../forms/form-modal';
import { useSchemaForm } from '../forms/use-schema-form';
import { notify } from '../notifications/notify';
import { useCreateReportSchedule } from './schedule-report-api';

/** The schema loads with zod when the form is first focused (or submitted). */
const createSchema = async () =>
  (await import('@paydesk/domain/report-schedules')).createReportScheduleSchema;

export type ScheduleValues = {
  name: string;
  frequency: ReportFrequency;
  /** '0' (Sunday) to '6', for a weekly schedule. */
  weekday: string;
  /** '0' to '23', UTC. */
  hour: string;
};

const FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];
const WEEKDAYS = WEEKDAY_NAMES.map((name, day) => ({ value: String(day), label: name }));
const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00 UTC`,
}));

/** The form's values as the API takes them, for the view at `path` + `search`. */
export function scheduleInput(values: ScheduleValues, path: string, search: string) {
  return {
    name: values.name,
    path,
    query: search,
    frequency: values.frequency,
    weekday: values.frequency === 'weekly' && values.weekday !== '' ? Number(values.weekday) : null,
    hour: Number(values.hour),
  };
}

/** Field refusals and the server's message show in the form; anything else is reported too. */
function reportFailure(failure: unknown): void {
  if (isApiError(failure) && [400, 401, 403, 422].includes(failure.status)) return;
  handleError(failure, { title: 'The report was not scheduled' });
}

export interface ScheduleReportDialogProps {
  opened: boolean;
  onClose: () => void;
  reportTitle: string;
  /** The report's web path and the view's URL query (`?range=prior-day&...`). */
  path: string;
  search: string;
}

/** The Schedule dialog: a name (the report's title at first), daily or weekly, the day, the hour. */
export function ScheduleReportDialog({ opened, onClose, ...props }: ScheduleReportDialogProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Schedule this report">
      <ScheduleReportForm {...props} onClose={onClose} />
    </FormModal>
  );
}

function ScheduleReportForm({
  reportTitle,
  path,
  search,
  onClose,
}: Omit<ScheduleReportDialogProps, 'opened'>) {
  const create = useCreateReportSchedule();
  const toInput = useCallback(
    (values: ScheduleValues) => scheduleInput(values, path, search),
    [path, search],
  );
  const form = useSchemaForm({
    schema: createSchema,
    initialValues: {
      name: reportTitle.slice(0, SCHEDULE_NAME_MAX),
      frequency: 'daily',
      weekday: '1',
      hour: '6',
    } as ScheduleValues,
    toInput,
    onSubmitError: reportFailure,
  });
  const weekly = form.form.values.frequency === 'weekly';
  return (
    <SchemaFormWithActions
      form={form}
      aria-label="Schedule this report"
      errorTitle="The report was not scheduled"
      submitLabel="Schedule"
      onCancel={onClose}
      onSubmit={async (data, { idempotencyKey }) => {
        const schedule = await create.mutateAsync({ ...data, idempotencyKey });
        notify({
          level: 'success',
          title: 'Report scheduled',
          message: `"${schedule.name}" will be e-mailed to you. ${describeTiming(schedule)}.`,
        });
        onClose();
      }}
    >
      <Text size="sm" c="dimmed">
        The CSV of this view (its dates, merchant, filters and columns) is e-mailed to you. Dates
        such as Prior Day or Month-To-Date are counted again on the day of each e-mail.
      </Text>
      <TextField field={form.field('name')} label="Name" required maxLength={SCHEDULE_NAME_MAX} />
      <ButtonGroupField field={form.field('frequency')} label="How often" options={FREQUENCIES} />
      {weekly ? (
        <SelectField field={form.field('weekday')} label="Day" options={WEEKDAYS} required />
      ) : null}
      <SelectField field={form.field('hour')} label="Time (UTC)" options={HOURS} required />
    </SchemaFormWithActions>
  );
}

import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { describeTiming } from '@paydesk/domain/report-schedule-catalogue';
import type { ReportSchedule } from '@paydesk/domain/report-schedules';
import {
  IconAlertTriangle,
  IconPlayerPause,
  IconPlayerPlay,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { handleError } from '../../../shared/errors/handle-error';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { notify } from '../../../shared/notifications/notify';
import {
  useDeleteReportSchedule,
  useSendReportScheduleNow,
  useUpdateReportSchedule,
} from '../api/report-schedules-api';

/** An instant in UTC, as the schedules are timed: 'Mar 10, 2031, 6:00 AM UTC'. */
const utc = (iso: string) => `${formatDateTime(iso, 'UTC')} UTC`;

/** The view a schedule e-mails: its report page with the view's query. */
const viewHref = (schedule: ReportSchedule) =>
  schedule.query ? `${schedule.path}?${schedule.query}` : schedule.path;

/**
 * One scheduled report: its name (a link to the view), report and timing, whether it is
 * active, its last and next runs and last error; pause or resume, send now, delete.
 */
export function ReportScheduleCard({ schedule }: { schedule: ReportSchedule }) {
  const update = useUpdateReportSchedule();
  const remove = useDeleteReportSchedule();
  const sendNow = useSendReportScheduleNow();
  const [confirming, setConfirming] = useState(false);

  const setActive = (active: boolean) =>
    update.mutate(
      { id: schedule.id, changes: { active } },
      {
        onSuccess: () =>
          notify({
            level: 'success',
            title: active ? 'Schedule resumed' : 'Schedule paused',
            message: active
              ? `"${schedule.name}" will be e-mailed again. ${describeTiming(schedule)}.`
              : `"${schedule.name}" will not be e-mailed until you resume it.`,
          }),
        onError: (error) => handleError(error, { title: 'The schedule was not changed' }),
      },
    );

  const send = () =>
    sendNow.mutate(schedule.id, {
      onSuccess: (answer) =>
        notify({ level: 'success', title: 'Report sent', message: answer.message }),
      onError: (error) => handleError(error, { title: 'The report was not sent' }),
    });

  const confirmDelete = () =>
    remove.mutate(schedule.id, {
      onSuccess: () =>
        notify({
          level: 'success',
          title: 'Schedule deleted',
          message: `"${schedule.name}" will not be e-mailed any more.`,
        }),
      onError: (error) => {
        setConfirming(false);
        handleError(error, { title: 'The schedule was not deleted' });
      },
    });

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={schedule.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={viewHref(schedule)} fw={600}>
            {schedule.name}
          </Anchor>
          <Badge variant="light" color={schedule.active ? 'teal' : 'gray'}>
            {schedule.active ? 'Active' : 'Paused'}
          </Badge>
        </Group>
        <Text size="sm">
          {schedule.reportTitle} · {describeTiming(schedule)}
        </Text>
        <Text size="sm" c="dimmed">
          {schedule.lastRunAt ? `Last sent ${utc(schedule.lastRunAt)}` : 'Not sent yet'}
          {schedule.active ? ` · Next ${utc(schedule.nextRunAt)}` : ''}
        </Text>
        {schedule.lastError ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconAlertTriangle
              size={16}
              color="var(--mantine-color-error)"
              aria-hidden="true"
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text size="sm" c="var(--mantine-color-error)">
              {schedule.lastError}
            </Text>
          </Group>
        ) : null}
        {confirming ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">Delete “{schedule.name}”?</Text>
            <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
              Keep
            </Button>
            <Button
              size="compact-sm"
              color="red"
              loading={remove.isPending}
              onClick={confirmDelete}
            >
              Delete
            </Button>
          </Group>
        ) : (
          <Group gap="xs" wrap="wrap">
            <Button
              size="compact-sm"
              variant="default"
              loading={update.isPending}
              leftSection={
                schedule.active ? (
                  <IconPlayerPause size={14} aria-hidden="true" />
                ) : (
                  <IconPlayerPlay size={14} aria-hidden="true" />
                )
              }
              onClick={() => setActive(!schedule.active)}
            >
              {schedule.active ? 'Pause' : 'Resume'}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              loading={sendNow.isPending}
              leftSection={<IconSend size={14} aria-hidden="true" />}
              onClick={send}
            >
              Send now
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

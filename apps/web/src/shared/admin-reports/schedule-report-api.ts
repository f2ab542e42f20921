import type { createReportSchedule as createEndpoint } from '@paydesk/domain/endpoints/report-schedules';
import type { CreateReportSchedule, ReportSchedule } from '@paydesk/domain/report-schedules';
import * as routes from '@paydesk/domain/routes/report-schedules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { callEndpoint } from '../api/call-endpoint';

/** The query keys of the caller's scheduled reports (the Scheduled reports page reads `list`). */
export const reportScheduleKeys = {
  all: ['admin-report-schedules'] as const,
  list: () => [...reportScheduleKeys.all, 'list'] as const,
};

/** `POST /admin/report-schedules` with the form's Idempotency-Key. */
export function useCreateReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation<ReportSchedule, ApiError, CreateReportSchedule & { idempotencyKey?: string }>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof createEndpoint>(routes.createReportSchedule, { body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportScheduleKeys.all }),
  });
}

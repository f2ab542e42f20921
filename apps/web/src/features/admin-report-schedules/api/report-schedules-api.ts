import type {
  deleteReportSchedule as deleteEndpoint,
  getReportSchedules as listEndpoint,
  sendReportScheduleNow as sendNowEndpoint,
  updateReportSchedule as updateEndpoint,
} from '@paydesk/domain/endpoints/report-schedules';
import type { ReportSchedule, UpdateReportSchedule } from '@paydesk/domain/report-schedules';
import * as routes from '@paydesk/domain/routes/report-schedules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportScheduleKeys } from '../../../shared/admin-reports/schedule-report-api';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** `GET /admin/report-schedules`: the caller's scheduled reports, by name. */
export async function getReportSchedules(signal?: AbortSignal): Promise<ReportSchedule[]> {
  return (await callEndpoint<typeof listEndpoint>(routes.getReportSchedules, { signal })).data;
}

export const reportSchedulesQueryOptions = () =>
  queryOptions({
    queryKey: reportScheduleKeys.list(),
    queryFn: ({ signal }) => getReportSchedules(signal),
  });

export const useReportSchedules = () => useQuery(reportSchedulesQueryOptions());

function useInvalidateSchedules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reportScheduleKeys.all });
}

/** `PATCH /admin/report-schedules/{id}`: pause, resume, rename or retime. */
export function useUpdateReportSchedule() {
  const invalidate = useInvalidateSchedules();
  return useMutation<ReportSchedule, ApiError, { id: number; changes: UpdateReportSchedule }>({
    mutationFn: ({ id, changes }) =>
      callEndpoint<typeof updateEndpoint>(routes.updateReportSchedule, {
        params: { id },
        body: changes,
      }),
    onSuccess: invalidate,
  });
}

/** `DELETE /admin/report-schedules/{id}`. */
export function useDeleteReportSchedule() {
  const invalidate = useInvalidateSchedules();
  return useMutation<void, ApiError, number>({
    mutationFn: async (id) => {
      await callEndpoint<typeof deleteEndpoint>(routes.deleteReportSchedule, { params: { id } });
    },
    onSuccess: invalidate,
  });
}

/** `POST /admin/report-schedules/{id}/send-now`: one run now; the list shows it once it ran. */
export function useSendReportScheduleNow() {
  const invalidate = useInvalidateSchedules();
  return useMutation<{ message: string }, ApiError, number>({
    mutationFn: (id) =>
      callEndpoint<typeof sendNowEndpoint>(routes.sendReportScheduleNow, { params: { id } }),
    onSuccess: invalidate,
  });
}

import type { PendingMigrationRow } from '@paydesk/domain/admin-merchant-reports';
import type { MigrationStatus } from '@paydesk/domain/admin-migration-fields';
import type {
  CompleteMigrations,
  CompleteMigrationsResult,
  MigrateMerchants,
  Migration,
} from '@paydesk/domain/admin-migrations';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getPendingMigrationsReport } from '@paydesk/domain/endpoints/admin-merchant-reports';
import type * as endpoints from '@paydesk/domain/endpoints/admin-migrations';
import * as reportRoutes from '@paydesk/domain/routes/admin-merchant-reports';
import * as routes from '@paydesk/domain/routes/admin-migrations';
import type { ToolRun } from '@paydesk/domain/tool-runs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListPage } from '../../../shared/list-state/use-list-query';

/** Query keys of the processor migration: every write invalidates `all`. */
export const migrationKeys = {
  all: ['admin-migrations'] as const,
  worklist: (search: string, page: number) =>
    [...migrationKeys.all, 'worklist', search, page] as const,
  migrations: (status: MigrationStatus | 'all', page: number) =>
    [...migrationKeys.all, 'migrations', status, page] as const,
  rates: () => [...migrationKeys.all, 'rates'] as const,
};

export const WORKLIST_PAGE_SIZE = 10;
export const MIGRATIONS_PAGE_SIZE = 10;

type WorklistQuery = Parameters<typeof callEndpoint<typeof getPendingMigrationsReport>>[1]['query'];
type MigrationsQuery = Parameters<typeof callEndpoint<typeof endpoints.getMigrations>>[1]['query'];

/** The worklist: `GET /admin/merchants/pending-migrations` (merchants on processor 2, not closed). */
export function useWorklist(search: string, page: number) {
  return useQuery({
    queryKey: migrationKeys.worklist(search, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }): Promise<ListPage<PendingMigrationRow>> =>
      callEndpoint<typeof getPendingMigrationsReport>(reportRoutes.getPendingMigrationsReport, {
        query: {
          page: String(page),
          perPage: String(WORKLIST_PAGE_SIZE),
          sort: 'id',
          ...(search ? { search } : {}),
        } as unknown as WorklistQuery,
        signal,
      }),
  });
}

/** `GET /admin/merchants/migrations`: a page of migrations, of one state or all. */
export function useMigrations(status: MigrationStatus | 'all', page: number) {
  return useQuery({
    queryKey: migrationKeys.migrations(status, page),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }): Promise<ListPage<Migration>> =>
      callEndpoint<typeof endpoints.getMigrations>(routes.getMigrations, {
        query: {
          page: String(page),
          perPage: String(MIGRATIONS_PAGE_SIZE),
          ...(status === 'all' ? {} : { status }),
        } as unknown as MigrationsQuery,
        signal,
      }),
  });
}

export type MigrationRate = EndpointResult<typeof endpoints.getMigrationRates>['data'][number];

/** `GET /admin/merchants/migrate/rates`: the rates of processor 3 a migration may use. */
export function useMigrationRates() {
  return useQuery({
    queryKey: migrationKeys.rates(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getMigrationRates>(routes.getMigrationRates, { signal }),
  });
}

interface Keyed {
  idempotencyKey: string;
}

function useInvalidateMigrations() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: migrationKeys.all });
}

/** `POST /admin/merchants/migrate`: the queued run. */
export function useMigrateMerchants() {
  const changed = useInvalidateMigrations();
  return useMutation<ToolRun, ApiError, MigrateMerchants & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.migrateMerchants>(routes.migrateMerchants, {
        body,
        idempotencyKey,
      }),
    onSuccess: () => changed(),
  });
}

/** `POST /admin/merchants/complete-migrations`: what became of each merchant. */
export function useCompleteMigrations() {
  const changed = useInvalidateMigrations();
  return useMutation<CompleteMigrationsResult, ApiError, CompleteMigrations & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.completeMigrations>(routes.completeMigrations, {
        body,
        idempotencyKey,
      }),
    onSuccess: () => changed(),
  });
}

/** Keeps the lists fresh once a run ends: what it opened shows under Migrations. */
export function useRefreshMigrations() {
  return useInvalidateMigrations();
}

import * as endpoints from '@paydesk/domain/endpoints/admin-merchant-profile';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import { adminMerchantProfile, historyScope } from './admin-merchant-profile.service';
import { merchantHistoryList } from './merchant-history-list';
import { usersHistoryList } from './users-history-list';

/**
 * The admin merchant profile (part 2 §2, §3): the profile view, its change history and the
 * changes to its users. Staff holding can-view-merchant-info; an unknown merchant is a 404.
 */
export async function adminMerchantProfileRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  serveEndpoint(app, endpoints.getAdminMerchantProfile, {
    handler: async (request) => adminMerchantProfile(db, request.params.id),
  });

  serveList(app, endpoints.getAdminMerchantHistory, {
    list: merchantHistoryList,
    scope: (request) => historyScope(db, request.params.id),
  });

  serveList(app, endpoints.getAdminMerchantUsersHistory, {
    list: usersHistoryList,
    scope: (request) => historyScope(db, request.params.id),
  });
}

import * as users from '@paydesk/domain/endpoints/admin-users';
import { ADMIN_ROLES } from '@paydesk/domain/permissions';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import { adminUserList } from './admin-user-list';
import {
  changeUserMerchantAccess,
  setUserPermission,
  setUserRole,
  userMerchantAccess,
  userPermissions,
  userRoles,
} from './admin-user-permissions.service';
import {
  adminUserInfo,
  changeAdminUserEmail,
  createAdminUser,
  deleteAdminUser,
  disableAdminUser,
  enableAdminUser,
  resetAdminUserPassword,
  updateAdminUser,
} from './admin-users.service';

/**
 * Portal users and permissions (part 2 §2 /admin/users..., §7 "Users and permissions"): staff
 * with can-view-users only (the guard's policy). The unassign from a merchant is served by
 * admin-merchant-records.
 */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;

  serveList(app, users.getAdminUsers, { list: adminUserList, scope: () => null });

  serveEndpoint(app, users.getAdminUserGroups, {
    handler: async () => ADMIN_ROLES.map((role) => ({ ...role })),
  });

  serveEndpoint(app, users.getAdminUserInfo, {
    handler: async (request) => adminUserInfo(run, request.params.id),
  });

  serveEndpoint(app, users.updateAdminUserInfo, {
    handler: async (request, _reply, tx) =>
      updateAdminUser(tx, actorOf(request), request.params.id, request.body),
  });

  serveEndpoint(app, users.changeAdminUserEmail, {
    handler: async (request, _reply, tx) =>
      changeAdminUserEmail(tx, app, actorOf(request), request.params.id, request.body.newEmail),
  });

  serveEndpoint(app, users.createAdminUser, {
    handler: async (request, _reply, tx) =>
      createAdminUser(tx, app, actorOf(request), request.body),
  });

  serveEndpoint(app, users.enableAdminUser, {
    handler: async (request, _reply, tx) => enableAdminUser(tx, actorOf(request), request.body.id),
  });

  serveEndpoint(app, users.disableAdminUser, {
    handler: async (request, _reply, tx) =>
      disableAdminUser(tx, app, actorOf(request), request.body.id),
  });

  serveEndpoint(app, users.deleteAdminUser, {
    handler: async (request, _reply, tx) => deleteAdminUser(tx, actorOf(request), request.body.id),
  });

  serveEndpoint(app, users.resetAdminUserPassword, {
    handler: async (request, _reply, tx) =>
      resetAdminUserPassword(
        tx,
        app,
        actorOf(request),
        request.params.id,
        request.headers['user-agent'],
      ),
  });

  serveEndpoint(app, users.getUserPermissions, {
    handler: async (request) => userPermissions(run, request.params.userId),
  });

  for (const [endpoint, enabled] of [
    [users.grantUserPermission, true],
    [users.revokeUserPermission, false],
  ] as const) {
    serveEndpoint(app, endpoint, {
      handler: async (request, _reply, tx) =>
        setUserPermission(
          tx,
          actorOf(request),
          request.params.userId,
          request.params.permissionKey,
          enabled,
        ),
    });
  }

  serveEndpoint(app, users.getUserRoles, {
    handler: async (request) => userRoles(run, request.params.userId),
  });

  for (const [endpoint, grant] of [
    [users.grantUserRole, true],
    [users.revokeUserRole, false],
  ] as const) {
    serveEndpoint(app, endpoint, {
      handler: async (request, _reply, tx) =>
        setUserRole(tx, actorOf(request), request.params.userId, request.params.roleName, grant),
    });
  }

  serveEndpoint(app, users.getUserMerchantAccess, {
    handler: async (request) => userMerchantAccess(run, request.params.id, request.params.mid),
  });

  serveEndpoint(app, users.updateUserMerchantAccess, {
    handler: async (request, _reply, tx) =>
      changeUserMerchantAccess(tx, actorOf(request), request.params.id, request.params.mid, {
        ...(request.body.access === undefined ? {} : { access: request.body.access }),
        ...(request.body.isAdmin === undefined ? {} : { isAdmin: request.body.isAdmin }),
      }),
  });

  for (const [endpoint, grant] of [
    [users.grantUserMerchantPermission, true],
    [users.revokeUserMerchantPermission, false],
  ] as const) {
    serveEndpoint(app, endpoint, {
      handler: async (request, _reply, tx) =>
        changeUserMerchantAccess(tx, actorOf(request), request.params.id, request.params.mid, {
          key: request.params.key,
          grant,
        }),
    });
  }
}

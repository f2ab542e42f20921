import * as team from '@paydesk/domain/endpoints/team';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import { routeMerchant } from '../../platform/route-merchant';
import {
  inviteTeamUser,
  removeTeamUser,
  teamScope,
  updateTeamUser,
  updateUserSettings,
  userSettings,
} from './team.service';
import { teamList } from './team-list';

/**
 * The Team screen (part 1 §2 /users/:mid, §7 merchant users and user settings). The list and
 * settings are for every member; the guard admits only the account's merchant admins to the
 * team's writes (`policies.merchant(..., { merchantAdmin: true })`).
 */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  serveList(app, team.getTeamUsers, {
    list: teamList,
    scope: (request) => teamScope(routeMerchant(request)),
  });

  serveEndpoint(app, team.inviteTeamUser, {
    handler: async (request, _reply, tx) =>
      inviteTeamUser(tx, app, routeMerchant(request), actorOf(request), request.body),
  });

  serveEndpoint(app, team.updateTeamUser, {
    handler: async (request, _reply, tx) =>
      updateTeamUser(
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.userId,
        request.body,
      ),
  });

  serveEndpoint(app, team.removeTeamUser, {
    handler: async (request, _reply, tx) =>
      removeTeamUser(tx, routeMerchant(request), actorOf(request), request.params.userId),
  });

  serveEndpoint(app, team.getUserSettings, {
    handler: async (request) =>
      userSettings(app.database.query, routeMerchant(request), actorOf(request).userId),
  });

  serveEndpoint(app, team.updateUserSettings, {
    handler: async (request, _reply, tx) =>
      updateUserSettings(tx, routeMerchant(request), actorOf(request), request.body.data),
  });
}

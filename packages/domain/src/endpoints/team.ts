import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/team';
import {
  inviteTeamUserSchema,
  teamListQuerySchema,
  teamUserParams,
  teamUserSchema,
  updateTeamUserSchema,
  updateUserSettingsSchema,
  userSettingsSchema,
} from '../team';

/**
 * The Team screen (part 1 §2 /users/:mid, §7 merchant users and user settings). Every member
 * of the account reads the list; inviting, changing and removing users is for the account's
 * merchant admins (403 'Only a merchant admin of this account can do this.'). The last merchant
 * admin with access can be neither removed, demoted nor cut off (422).
 */
const tags = ['team'];

export const getTeamUsers = defineEndpoint({
  ...route.getTeamUsers,
  tags,
  summary: "An account's users: search, sort, paging or CSV",
  description:
    '`search` matches the name or the e-mail. 10 a page, by name (last, then first). Each row says whether the ' +
    'user is a merchant admin of the account and which permissions they hold on it. `download=csv` answers a CSV file.',
  params: merchantIdParams,
  query: teamListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(teamUserSchema) },
  errors: [404],
});

export const inviteTeamUser = defineEndpoint({
  ...route.inviteTeamUser,
  tags,
  summary: 'Invite a user to the account',
  description:
    'A user of the pool is added to the account (and told by e-mail); a new one is created with a temporary ' +
    'password e-mailed to them, which their first sign-in replaces (the new-password challenge). Staff and users ' +
    'already on the account are refused (422). Audited `team-invite`.',
  params: merchantIdParams,
  body: inviteTeamUserSchema,
  response: { status: 201, schema: teamUserSchema },
  errors: [422],
});

export const updateTeamUser = defineEndpoint({
  ...route.updateTeamUser,
  tags,
  summary: "Change a user's access, merchant admin role or permissions on the account",
  description:
    "`permissions` replaces the set the user holds on the account. Takes effect on the user's next request. " +
    'Refused (422) when it would leave the account without a merchant admin with access. Audited `team-update` ' +
    'with the old and new values.',
  params: teamUserParams,
  body: updateTeamUserSchema,
  response: { status: 200, schema: teamUserSchema },
  errors: [404, 422],
});

export const removeTeamUser = defineEndpoint({
  ...route.removeTeamUser,
  tags,
  summary: 'Remove a user from the account',
  description:
    'The user keeps their sign-in and other accounts; their permissions and settings on this account go. The last ' +
    'merchant admin with access cannot be removed (422). Audited `team-remove`.',
  params: teamUserParams,
  response: { status: 204, schema: null },
  errors: [404, 422],
});

export const getUserSettings = defineEndpoint({
  ...route.getUserSettings,
  tags,
  summary: "The caller's own settings for the account",
  description: 'An empty `data` object until the first save.',
  params: merchantIdParams,
  response: { status: 200, schema: userSettingsSchema },
  errors: [404],
});

export const updateUserSettings = defineEndpoint({
  ...route.updateUserSettings,
  tags,
  summary: "Replace the caller's own settings for the account",
  description: 'A JSON object of at most 16 KiB, stored whole.',
  params: merchantIdParams,
  body: updateUserSettingsSchema,
  response: { status: 200, schema: userSettingsSchema },
  errors: [404],
});

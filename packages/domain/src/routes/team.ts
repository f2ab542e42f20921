import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Routes of the Team screen (the declarations: endpoints/team.ts). Every member with access
 * (and staff who may view merchants) reads the list; only the account's merchant admins change
 * it. User settings are the caller's own.
 */
const member = policies.merchant({ param: 'id' });
const accountAdmin = policies.merchant({ param: 'id' }, { merchantAdmin: true });

export const getTeamUsers = defineRoute({
  method: 'GET',
  path: '/merchants/:id/users',
  access: member,
});

export const inviteTeamUser = defineRoute({
  method: 'POST',
  path: '/merchants/:id/users',
  access: accountAdmin,
  idempotent: true,
});

export const updateTeamUser = defineRoute({
  method: 'PATCH',
  path: '/merchants/:id/users/:userId',
  access: accountAdmin,
  idempotent: true,
});

export const removeTeamUser = defineRoute({
  method: 'DELETE',
  path: '/merchants/:id/users/:userId',
  access: accountAdmin,
  idempotent: true,
});

export const getUserSettings = defineRoute({
  method: 'GET',
  path: '/merchants/:id/user-settings',
  access: member,
});

export const updateUserSettings = defineRoute({
  method: 'PUT',
  path: '/merchants/:id/user-settings',
  access: member,
  idempotent: true,
});

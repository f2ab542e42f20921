import {
  adminPermissionListSchema,
  adminRolesSchema,
  adminUserIdBodySchema,
  adminUserInfoSchema,
  adminUserListQuerySchema,
  adminUserParams,
  adminUserRowSchema,
  changeAdminUserEmailSchema,
  createAdminUserSchema,
  internalRoleListSchema,
  permissionParams,
  permissionUserParams,
  roleParams,
  updateAdminUserInfoSchema,
  updateUserMerchantAccessSchema,
  userMerchantAccessSchema,
  userMerchantParams,
  userMerchantPermissionParams,
} from '../admin-users';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-users';

/**
 * Portal users and permissions (part 2 §2 /admin/users..., §7 "Users and permissions"). Every
 * call needs can-view-users. A change of a user's permissions, roles, access or enabled flag
 * takes effect on that user's next request (the guard reads them on every request). Writes are
 * idempotent and audited with the actor, the target user's id and e-mail, and old and new.
 */
const tags = ['admin users'];
const lastAdmin =
  'The last enabled mp_admin can be neither demoted, disabled nor deleted, and an admin can ' +
  'neither demote, disable nor delete themselves (422).';

export const getAdminUsers = defineEndpoint({
  ...route.getAdminUsers,
  tags,
  summary: 'Portal users: search, group, sort, paging or CSV',
  description:
    '`search` matches the name, the e-mail or the phone; `group` mp_admin (staff) or mp_user; ' +
    '`sort` as the toolkit (`-lastLogin`) or one key with `dir` asc/desc; `per_page` is the ' +
    "spec's name of `perPage`. 10 a page by name. `download=csv` answers the same rows as CSV.",
  query: adminUserListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(adminUserRowSchema) },
});

export const getAdminUserGroups = defineEndpoint({
  ...route.getAdminUserGroups,
  tags,
  summary: 'The internal roles: Admin (mp_admin) and User (mp_user)',
  response: { status: 200, schema: adminRolesSchema },
});

export const getAdminUserInfo = defineEndpoint({
  ...route.getAdminUserInfo,
  tags,
  summary: 'One portal user',
  description:
    'Names, e-mail, phones, groups, enabled, last login, whether the first sign-in is still ' +
    'due (invited), staff two-factor status, and the merchant accounts with access and admin ' +
    'flags. 404 for an unknown user.',
  params: adminUserParams,
  response: { status: 200, schema: adminUserInfoSchema },
  errors: [404],
});

export const updateAdminUserInfo = defineEndpoint({
  ...route.updateAdminUserInfo,
  tags,
  summary: "Change a user's names and phone",
  description: 'Part 1 §5 checks (name, phone). Audited `admin-user-update` with old and new.',
  params: adminUserParams,
  body: updateAdminUserInfoSchema,
  response: { status: 200, schema: adminUserInfoSchema },
  errors: [404],
});

export const changeAdminUserEmail = defineEndpoint({
  ...route.changeAdminUserEmail,
  tags,
  summary: "Change a user's sign-in e-mail",
  description:
    'Staff vouch for the address: no code round trip. The old address gets a notice e-mail and ' +
    "the user's sessions end. A taken e-mail, or the same one, is refused (422). Audited " +
    '`admin-user-email` with old and new.',
  params: adminUserParams,
  body: changeAdminUserEmailSchema,
  response: { status: 200, schema: adminUserInfoSchema },
  errors: [404, 422],
});

export const createAdminUser = defineEndpoint({
  ...route.createAdminUser,
  tags,
  summary: 'Create a staff or merchant user, with an invitation e-mail',
  description:
    'The user gets a temporary password by e-mail and meets the new-password challenge at ' +
    'the first sign-in. Staff: group mp_admin and the admin keys of `permissions`. Merchant ' +
    'user: a member of `merchantId` (merchant admin with `isMerchantAdmin`) holding the ' +
    'merchant keys of `permissions`. An e-mail already in the pool is refused (422); an ' +
    'unknown merchant is 404. Audited `admin-user-create`.',
  body: createAdminUserSchema,
  response: { status: 201, schema: adminUserInfoSchema },
  errors: [404, 422],
});

const toggle = (what: string, extra: string) =>
  `${what} the user \`{id}\`. ${extra} Audited \`admin-user-${what.toLowerCase()}\`.`;

export const enableAdminUser = defineEndpoint({
  ...route.enableAdminUser,
  tags,
  summary: 'Enable a user',
  description: toggle('Enable', 'Enabling an enabled user changes nothing.'),
  body: adminUserIdBodySchema,
  response: { status: 200, schema: adminUserInfoSchema },
  errors: [404],
});

export const disableAdminUser = defineEndpoint({
  ...route.disableAdminUser,
  tags,
  summary: 'Disable a user (their sessions end at once)',
  description: toggle(
    'Disable',
    `Every session of the user is revoked: their tokens answer 401 and refreshes fail. ${lastAdmin}`,
  ),
  body: adminUserIdBodySchema,
  response: { status: 200, schema: adminUserInfoSchema },
  errors: [404, 422],
});

export const deleteAdminUser = defineEndpoint({
  ...route.deleteAdminUser,
  tags,
  summary: 'Delete a user',
  description: toggle(
    'Delete',
    `A hard delete: memberships, permissions and sessions go with the user (the audit row keeps the e-mail). ${lastAdmin}`,
  ),
  body: adminUserIdBodySchema,
  response: { status: 204, schema: null },
  errors: [404, 422],
});

export const resetAdminUserPassword = defineEndpoint({
  ...route.resetAdminUserPassword,
  tags,
  summary: 'Send the user a password reset e-mail',
  description:
    "The sign-in page's reset: a 6-digit code e-mailed to the user (15 minutes). Audited `admin-user-reset`.",
  params: adminUserParams,
  response: { status: 204, schema: null },
  errors: [404],
});

export const getUserPermissions = defineEndpoint({
  ...route.getUserPermissions,
  tags,
  summary: 'Every admin key of part 2 §6 with whether the user holds it',
  params: permissionUserParams,
  response: { status: 200, schema: adminPermissionListSchema },
  errors: [404],
});

export const grantUserPermission = defineEndpoint({
  ...route.grantUserPermission,
  tags,
  summary: 'Grant an admin key to a staff user',
  description:
    'Granting a held key changes nothing. Only staff hold admin keys (422 otherwise). Audited ' +
    '`permission-grant` with old and new. Answers the permission list.',
  params: permissionParams,
  response: { status: 200, schema: adminPermissionListSchema },
  errors: [404, 422],
});

export const revokeUserPermission = defineEndpoint({
  ...route.revokeUserPermission,
  tags,
  summary: 'Revoke an admin key',
  description:
    'Revoking a key not held changes nothing. An admin cannot revoke their own can-view-users ' +
    '(422). Audited `permission-revoke` with old and new. Answers the permission list.',
  params: permissionParams,
  response: { status: 200, schema: adminPermissionListSchema },
  errors: [404, 422],
});

export const getUserRoles = defineEndpoint({
  ...route.getUserRoles,
  tags,
  summary: 'The internal roles with whether the user holds each',
  params: permissionUserParams,
  response: { status: 200, schema: internalRoleListSchema },
  errors: [404],
});

export const grantUserRole = defineEndpoint({
  ...route.grantUserRole,
  tags,
  summary: 'Grant a role (mp_admin makes the user staff)',
  description:
    'mp_admin becomes the first group. A merchant user (one with merchant accounts) cannot ' +
    'become staff (422). Audited `role-grant`. Answers the role list.',
  params: roleParams,
  response: { status: 200, schema: internalRoleListSchema },
  errors: [404, 422],
});

export const revokeUserRole = defineEndpoint({
  ...route.revokeUserRole,
  tags,
  summary: 'Revoke a role',
  description: `A user keeps at least one role (422). ${lastAdmin} Audited \`role-revoke\`. Answers the role list.`,
  params: roleParams,
  response: { status: 200, schema: internalRoleListSchema },
  errors: [404, 422],
});

const onMerchant =
  '404 for an unknown user or merchant, or a user not on the merchant account. Refused (422) ' +
  'when the account would be left without a merchant admin with access (it had one). Audited ' +
  "`user-merchant-access` (and the Team screen's `team-update`) with old and new.";

export const getUserMerchantAccess = defineEndpoint({
  ...route.getUserMerchantAccess,
  tags,
  summary: "A user's access, admin role and permissions on one merchant account",
  params: userMerchantParams,
  response: { status: 200, schema: userMerchantAccessSchema },
  errors: [404],
});

export const updateUserMerchantAccess = defineEndpoint({
  ...route.updateUserMerchantAccess,
  tags,
  summary: "Change a user's access or merchant admin role on one account",
  description: onMerchant,
  params: userMerchantParams,
  body: updateUserMerchantAccessSchema,
  response: { status: 200, schema: userMerchantAccessSchema },
  errors: [404, 422],
});

export const grantUserMerchantPermission = defineEndpoint({
  ...route.grantUserMerchantPermission,
  tags,
  summary: 'Grant a merchant key on one account',
  description: onMerchant,
  params: userMerchantPermissionParams,
  response: { status: 200, schema: userMerchantAccessSchema },
  errors: [404, 422],
});

export const revokeUserMerchantPermission = defineEndpoint({
  ...route.revokeUserMerchantPermission,
  tags,
  summary: 'Revoke a merchant key on one account',
  description: onMerchant,
  params: userMerchantPermissionParams,
  response: { status: 200, schema: userMerchantAccessSchema },
  errors: [404, 422],
});

import { z } from 'zod';
import { perPageAlias } from './admin-merchants';
import { rules, textField } from './field-schemas';
import { idField, idParam, merchantIdParam } from './ids';
import { type ColumnSpec, DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';
import { MERCHANT_PERMISSION_KEYS } from './merchant-permissions';
import { ADMIN_PERMISSION_KEYS, USER_GROUPS } from './permissions';

/**
 * The back office's portal users and permissions (part 2 §2 /admin/users..., §3 "Portal user,
 * Permission, Role", §7 "Users and permissions"): the list, one user, the writes, the admin
 * keys and roles of staff, and a merchant user's access on one merchant account.
 */

export const ADMIN_USER_COLUMNS = [
  { key: 'name', label: 'Name', sortable: true, defaultVisible: true },
  { key: 'email', label: 'E-mail', sortable: true, defaultVisible: true },
  { key: 'group', label: 'Group', defaultVisible: true },
  { key: 'phone', label: 'Phone', defaultVisible: true },
  { key: 'enabled', label: 'Status', defaultVisible: true },
  { key: 'lastLogin', label: 'Last login', sortable: true, defaultVisible: true },
  { key: 'createdAt', label: 'Created', sortable: true },
  { key: 'id', label: 'User ID', sortable: true, numeric: true },
] as const satisfies readonly ColumnSpec[];
export type AdminUserColumn = (typeof ADMIN_USER_COLUMNS)[number]['key'];
/** Last name, then first name, A to Z. */
export const ADMIN_USER_DEFAULT_SORT = 'name';

export const ADMIN_USER_LIMITS = { name: 100, email: 254, phone: 30 } as const;

export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found.',
  emailTaken: 'A user with this e-mail already exists.',
  sameEmail: 'This is already the user’s e-mail.',
  emailRequired: 'Please enter an e-mail address.',
  firstnameRequired: 'Please enter a first name.',
  lastnameRequired: 'Please enter a last name.',
  type: 'Choose a staff user or a merchant user.',
  merchantRequired: 'Please choose a merchant account.',
  group: 'A group is mp_admin or mp_user.',
  permission: 'Unknown permission.',
  role: 'Unknown role.',
  dir: 'dir is asc or desc.',
  selfDisable: 'You cannot disable yourself.',
  selfDelete: 'You cannot delete yourself.',
  selfDemote: 'You cannot remove your own Admin role.',
  selfUsersKey: 'You cannot revoke your own can-view-users permission.',
  lastAdmin: 'This is the last enabled admin: make another user an admin first.',
  notStaff: 'Admin permissions are for staff: give this user the Admin role first.',
  staffOnMerchant:
    'Staff cannot be merchant users: remove this user from their merchant accounts first.',
  lastRole: 'A user keeps at least one role.',
  notOnMerchant: 'This user is not on the merchant account.',
  nothingToChange: 'Change access or the merchant admin role.',
} as const;

/** "Admin" or "User": a user's group as the screens show it. */
export const groupLabel = (group: string) => (group === 'mp_admin' ? 'Admin' : 'User');

const groupSchema = z.enum(USER_GROUPS, { error: ADMIN_USER_MESSAGES.group });
const adminKey = z.enum(ADMIN_PERMISSION_KEYS, { error: ADMIN_USER_MESSAGES.permission });
const merchantKey = z.enum(MERCHANT_PERMISSION_KEYS, { error: ADMIN_USER_MESSAGES.permission });

/** `{id}` of /v2/admin/users/{id}/...: any user of the pool. */
export const adminUserParams = z.object({ id: idParam('teamMember', 'A portal user id') });
/** `{id}` in the body of enable, disable and delete. */
export const adminUserIdBodySchema = z
  .object({ id: idField('teamMember', 'A portal user id') })
  .meta({ id: 'AdminUserId' });

/** One row of the users list (part 2 §3 "Portal user"). */
export const adminUserRowSchema = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The first group: mp_admin marks staff. */
    group: z.string(),
    enabled: z.boolean(),
    /** 1 enabled, 0 disabled (the spec's `access`). */
    access: z.union([z.literal(0), z.literal(1)]),
    /** ISO 8601, UTC; null before the first sign-in. */
    lastLogin: z.string().nullable(),
    createdAt: z.string(),
    /** Created with a temporary password not replaced yet. */
    invited: z.boolean(),
  })
  .meta({ id: 'AdminUserRow' });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/**
 * The list's query: the toolkit's paging, sort, search and CSV; `group` (mp_admin or mp_user);
 * the spec's `per_page` and `dir` (asc or desc: the direction of a one-key `sort`).
 */
export const adminUserListQuerySchema = listQuerySchema({
  columns: ADMIN_USER_COLUMNS,
  defaultSort: ADMIN_USER_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
})
  .safeExtend({
    group: groupSchema.optional(),
    per_page: perPageAlias.optional(),
    dir: z.enum(['asc', 'desc'], { error: ADMIN_USER_MESSAGES.dir }).optional(),
  })
  .overwrite((query) => ({
    ...query,
    perPage: query.per_page ?? query.perPage,
    sort:
      query.dir && query.sort.length === 1 && query.sort[0]
        ? [{ ...query.sort[0], desc: query.dir === 'desc' }]
        : query.sort,
  }));
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

/** A role (part 2 §3 "Role"): label and name. */
export const adminRoleSchema = z
  .object({ label: z.string(), name: z.string() })
  .meta({ id: 'AdminRole' });
export const adminRolesSchema = z.array(adminRoleSchema);

/** A user's merchant account as the user page lists it. */
export const adminUserMerchantSchema = z.object({
  id: z.number().int(),
  businessCommonName: z.string(),
  access: z.union([z.literal(0), z.literal(1)]),
  isAdmin: z.boolean(),
});

/** GET /v2/admin/users/{id}/info: the user page's header and merchant accounts. */
export const adminUserInfoSchema = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    mobilePhone: z.string().nullable(),
    group: z.string(),
    groups: z.array(z.string()),
    /** The first group is mp_admin. */
    isStaff: z.boolean(),
    enabled: z.boolean(),
    access: z.union([z.literal(0), z.literal(1)]),
    lastLogin: z.string().nullable(),
    createdAt: z.string(),
    invited: z.boolean(),
    twoFactor: z.object({ enrolled: z.boolean(), confirmedAt: z.string().nullable() }),
    merchants: z.array(adminUserMerchantSchema),
  })
  .meta({ id: 'AdminUserInfo' });
export type AdminUserInfo = z.infer<typeof adminUserInfoSchema>;

const nameField = (required: string) =>
  textField({
    required: true,
    requiredMessage: required,
    max: ADMIN_USER_LIMITS.name,
    rules: [rules.name],
  });
/** A phone (part 1 §5): optional; '' or null clears it. */
const phoneField = textField({ max: ADMIN_USER_LIMITS.phone, rules: [rules.phone] })
  .nullable()
  .optional();
const emailField = textField({
  required: true,
  requiredMessage: ADMIN_USER_MESSAGES.emailRequired,
  max: ADMIN_USER_LIMITS.email,
  rules: [rules.email],
}).transform((value) => value.toLowerCase());

/** POST /v2/admin/users/{id}/info: names and phone. */
export const updateAdminUserInfoSchema = z
  .object({
    firstname: nameField(ADMIN_USER_MESSAGES.firstnameRequired),
    lastname: nameField(ADMIN_USER_MESSAGES.lastnameRequired),
    phone: phoneField,
  })
  .meta({ id: 'UpdateAdminUserInfo' });
export type UpdateAdminUserInfo = z.output<typeof updateAdminUserInfoSchema>;
export type UpdateAdminUserInfoInput = z.input<typeof updateAdminUserInfoSchema>;

/** POST /v2/admin/users/{id}/email. */
export const changeAdminUserEmailSchema = z
  .object({ newEmail: emailField })
  .meta({ id: 'ChangeAdminUserEmail' });
export type ChangeAdminUserEmailInput = z.input<typeof changeAdminUserEmailSchema>;

/**
 * POST /v2/admin/users: a staff user (admin keys in `permissions`) or a merchant user of
 * `merchantId` (merchant keys in `permissions`), invited with a temporary password.
 */
export const createAdminUserSchema = z
  .object({
    type: z.enum(['staff', 'merchant'], { error: ADMIN_USER_MESSAGES.type }),
    email: emailField,
    firstname: nameField(ADMIN_USER_MESSAGES.firstnameRequired),
    lastname: nameField(ADMIN_USER_MESSAGES.lastnameRequired),
    phone: phoneField,
    merchantId: idField('merchant', 'The merchant account of a merchant user').optional(),
    isMerchantAdmin: z.boolean().optional().default(false),
    permissions: z
      .array(z.string().max(100))
      .max(ADMIN_PERMISSION_KEYS.length)
      .optional()
      .default([])
      .transform((keys) => [...new Set(keys)].sort()),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'merchant' && body.merchantId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['merchantId'],
        message: ADMIN_USER_MESSAGES.merchantRequired,
      });
    }
    const known: readonly string[] =
      body.type === 'staff' ? ADMIN_PERMISSION_KEYS : MERCHANT_PERMISSION_KEYS;
    if (body.permissions.some((key) => !known.includes(key))) {
      ctx.addIssue({
        code: 'custom',
        path: ['permissions'],
        message: ADMIN_USER_MESSAGES.permission,
      });
    }
  })
  .meta({ id: 'CreateAdminUser' });
export type CreateAdminUser = z.output<typeof createAdminUserSchema>;
export type CreateAdminUserInput = z.input<typeof createAdminUserSchema>;

/** A permission (part 2 §3): slug and enabled. */
export const adminPermissionSchema = z
  .object({ slug: z.string(), enabled: z.boolean() })
  .meta({ id: 'AdminPermission' });
/** Every admin key with whether the user holds it. */
export const adminPermissionListSchema = z.object({ data: z.array(adminPermissionSchema) });
export type AdminPermissionList = z.infer<typeof adminPermissionListSchema>;

/** `{userId}` of /admin/permissions/list/{userId} and /admin/permissions/internal/list/{userId}. */
export const permissionUserParams = z.object({ userId: idParam('teamMember', 'A portal user id') });
export const permissionParams = permissionUserParams.extend({ permissionKey: adminKey });

/** Every role with whether the user holds it. */
export const internalRoleListSchema = z.object({
  data: z.array(adminRoleSchema.extend({ enabled: z.boolean() })),
});
export type InternalRoleList = z.infer<typeof internalRoleListSchema>;

export const roleParams = permissionUserParams.extend({
  roleName: z.enum(USER_GROUPS, { error: ADMIN_USER_MESSAGES.role }),
});

/** `{id, mid}` of /v2/admin/users/{id}/merchants/{mid}. */
export const userMerchantParams = z.object({
  id: idParam('teamMember', 'A portal user id'),
  mid: merchantIdParam(),
});
export const userMerchantPermissionParams = userMerchantParams.extend({ key: merchantKey });

/** A user's access and permissions on one merchant account. */
export const userMerchantAccessSchema = z
  .object({
    userId: z.number().int(),
    merchantId: z.number().int(),
    businessCommonName: z.string(),
    access: z.union([z.literal(0), z.literal(1)]),
    isAdmin: z.boolean(),
    /** Every merchant key; a merchant admin holds them all. */
    permissions: z.array(adminPermissionSchema),
  })
  .meta({ id: 'UserMerchantAccess' });
export type UserMerchantAccess = z.infer<typeof userMerchantAccessSchema>;

export const updateUserMerchantAccessSchema = z
  .object({
    access: z.union([z.literal(0), z.literal(1)]).optional(),
    isAdmin: z.boolean().optional(),
  })
  .refine((body) => body.access !== undefined || body.isAdmin !== undefined, {
    message: ADMIN_USER_MESSAGES.nothingToChange,
  })
  .meta({ id: 'UpdateUserMerchantAccess' });

import { z } from 'zod';
import { isEmail } from './field-checks';
import { idParam, merchantIdParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';
import { MERCHANT_PERMISSION_KEYS } from './merchant-permissions';
import {
  TEAM_COLUMNS,
  TEAM_DEFAULT_SORT,
  TEAM_LIMITS,
  TEAM_MESSAGES,
  USER_SETTINGS_MAX_CHARS,
} from './team-fields';

/**
 * The Team screen (part 1 §2 /users/:mid, §3 "Merchant-side user", §7 merchant users and user
 * settings): an account's users, invitations, access, the merchant admin role and per-account
 * permissions.
 */

export const teamUserParams = z.object({
  id: merchantIdParam(),
  userId: idParam('teamMember', 'A user of the account'),
});

const permissionKey = z.enum(MERCHANT_PERMISSION_KEYS, { error: TEAM_MESSAGES.permission });

/** A merchant-side user (part 1 §3: id, firstname, lastname, email, phone, lastLogin, access). */
export const teamUserSchema = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** ISO 8601, UTC; null before the first sign-in. */
    lastLogin: z.string().nullable(),
    /** 1: may open the account; 0: access withdrawn (still listed). */
    access: z.union([z.literal(0), z.literal(1)]),
    /** A merchant admin of this account (holds every permission). */
    isAdmin: z.boolean(),
    /** Permissions granted on this account (every key for an admin). */
    permissions: z.array(permissionKey),
    /** Invited and not signed in yet: the first sign-in sets a password. */
    invited: z.boolean(),
  })
  .meta({ id: 'TeamUser' });
export type TeamUser = z.infer<typeof teamUserSchema>;

/** `search` matches the name (first, last or both) or the e-mail. */
export const teamListQuerySchema = listQuerySchema({
  columns: TEAM_COLUMNS,
  defaultSort: TEAM_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
});
export type TeamListQuery = z.output<typeof teamListQuerySchema>;

const nameField = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Must be at most ${max} characters`)
    .meta({ examples: ['Harness'] });

const emailField = z
  .string({ error: TEAM_MESSAGES.emailRequired })
  .trim()
  .min(1, TEAM_MESSAGES.emailRequired)
  .max(TEAM_LIMITS.email, `Must be at most ${TEAM_LIMITS.email} characters`)
  .transform((value) => value.toLowerCase())
  .refine((value) => isEmail(value), TEAM_MESSAGES.email)
  .meta({ format: 'email', examples: ['new.user@example.com'] });

const permissionsField = z
  .array(permissionKey)
  .max(MERCHANT_PERMISSION_KEYS.length)
  .transform((keys) => [...new Set(keys)].sort());

/**
 * Invite: a user of the pool is added to the account; a new one is created with a temporary
 * password e-mailed to them, which their first sign-in replaces.
 */
export const inviteTeamUserSchema = z
  .object({
    email: emailField,
    firstname: nameField(TEAM_MESSAGES.firstnameRequired, TEAM_LIMITS.firstname),
    lastname: nameField(TEAM_MESSAGES.lastnameRequired, TEAM_LIMITS.lastname),
    isAdmin: z.boolean().optional().default(false),
    permissions: permissionsField.optional().default([]),
  })
  .meta({ id: 'InviteTeamUser' });
export type InviteTeamUser = z.output<typeof inviteTeamUserSchema>;
export type InviteTeamUserInput = z.input<typeof inviteTeamUserSchema>;

/** Change a user's access, admin role or permissions on the account (at least one). */
export const updateTeamUserSchema = z
  .object({
    access: z.union([z.literal(0), z.literal(1)]).optional(),
    isAdmin: z.boolean().optional(),
    /** The whole set of permissions the user holds on the account afterwards. */
    permissions: permissionsField.optional(),
  })
  .refine(
    (body) =>
      body.access !== undefined || body.isAdmin !== undefined || body.permissions !== undefined,
    { message: TEAM_MESSAGES.nothingToChange },
  )
  .meta({ id: 'UpdateTeamUser' });
export type UpdateTeamUser = z.output<typeof updateTeamUserSchema>;

/** The caller's own settings for one account (part 1 §3 userSettings; part 2 §7). */
export const userSettingsSchema = z
  .object({
    /** The merchant account id. */
    id: z.number().int(),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'MerchantUserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const updateUserSettingsSchema = z
  .object({
    data: z
      .record(z.string().max(100), z.unknown())
      .refine(
        (data) => JSON.stringify(data).length <= USER_SETTINGS_MAX_CHARS,
        TEAM_MESSAGES.settingsTooLarge,
      ),
  })
  .meta({ id: 'UpdateMerchantUserSettings' });

import { z } from 'zod';
import { rules, textField } from './field-schemas';

/** One merchant account of the signed-in user (part 1 §3 Profile: merchants list). */
export const profileMerchantSchema = z.object({
  id: z.number().int(),
  /** The user's access to the account: 1 granted, 0 withheld. */
  status: z.number().int(),
  businessCommonName: z.string(),
  businessAddress1: z.string(),
  businessAddress2: z.string(),
  /** Beyond the spec's list: what the navigation needs without a second call per account. */
  merchantStatus: z.number().int(),
  processorId: z.number().int(),
  enablePosDevices: z.boolean(),
  allowSubscriptions: z.boolean(),
  allowCustomers: z.boolean(),
  allowCheckout: z.boolean(),
  /** A merchant admin of this account (manages its team, devices and details). */
  isAdmin: z.boolean(),
  /** The merchant permissions the user holds on this account (every key for an admin). */
  permissions: z.array(z.string()),
});

export const profileSchema = z
  .object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    remoteId: z.string(),
    login: z.string(),
    isMerchantAdmin: z.boolean(),
    additionalInfoStatus: z.string().nullable(),
    applicationTokens: z.array(z.string()),
    groups: z.array(z.object({ name: z.string() })),
    primaryPhone: z.string().nullable(),
    mobilePhone: z.string().nullable(),
    lastLogin: z.string().nullable(),
  })
  .meta({ id: 'Profile' });

export const accountInfoSchema = z
  .object({ data: z.object({ profile: profileSchema, merchants: z.array(profileMerchantSchema) }) })
  .meta({ id: 'AccountInfo' });

/** A person's name on the profile: required, the shared name check (part 1 §5). */
const nameSchema = textField({ required: true, max: 100, rules: [rules.name] });
/**
 * A phone on the profile: the shared phone check (part 1 §5); '' or null clears it. The web's
 * phone field sends it with its fixed +1 country code.
 */
const phoneSchema = textField({ max: 30, rules: [rules.phone] })
  .nullable()
  .optional();

export const updateAccountInfoSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    primaryPhone: phoneSchema,
    mobilePhone: phoneSchema,
  })
  .meta({ id: 'UpdateAccountInfo' });

export const permissionSchema = z
  .object({ slug: z.string(), enabled: z.boolean() })
  .meta({ id: 'Permission' });
export const accessRuleSchema = z
  .object({ rule: z.string(), enabled: z.boolean() })
  .meta({ id: 'AccessRule' });

/** Site settings as the spec's list of single-key objects. */
export const siteSettingsSchema = z
  .object({ data: z.array(z.record(z.string(), z.unknown())) })
  .meta({ id: 'SiteSettings' });

export type Profile = z.infer<typeof profileSchema>;
export type ProfileMerchant = z.infer<typeof profileMerchantSchema>;
export type AccountInfo = z.infer<typeof accountInfoSchema>;

export const permissionsResponseSchema = z
  .object({ data: z.array(permissionSchema) })
  .meta({ id: 'Permissions' });

export const accessRulesResponseSchema = z
  .object({ data: z.array(accessRuleSchema) })
  .meta({ id: 'AccessRules' });

/** GET /admin/roles: the role list and the admin permission keys the caller holds. */
export const adminRolesSchema = z
  .object({
    roles: z.array(z.object({ label: z.string(), name: z.string() })),
    permissions: z.record(z.string(), z.literal(true)),
  })
  .meta({ id: 'AdminRoles' });

export type AdminRoles = z.infer<typeof adminRolesSchema>;

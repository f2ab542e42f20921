import type { AccountInfo, accessRuleSchema, permissionSchema } from '@paydesk/domain/profile';

export type { Profile, ProfileMerchant } from '@paydesk/domain/profile';

/** Profile and merchant accounts of the signed-in user (GET /users/info `data`). */
export type AccountData = AccountInfo['data'];

/** A per-user permission, e.g. `{ slug: 'can-manage-disputes', enabled: true }`. */
export type Permission = ReturnType<(typeof permissionSchema)['parse']>;

/** A per-account access rule of the signed-in user. */
export type AccessRule = ReturnType<(typeof accessRuleSchema)['parse']>;

/** Site settings: the spec's list of single-key objects. */
export type SiteSettings = Record<string, unknown>[];

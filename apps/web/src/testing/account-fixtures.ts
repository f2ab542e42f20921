import { MERCHANT_PERMISSION_KEYS } from '@paydesk/domain/merchant-permissions';
import type { AccountData, Profile, ProfileMerchant } from '../shared/account/account-types';

/** Test data: a profile in the shape of GET /users/info (used by unit tests only). */
export const testProfile = (over: Partial<Profile> = {}): Profile => ({
  email: 'owner@paydesk.test',
  firstName: 'Olivia',
  lastName: 'Owner',
  remoteId: '2',
  login: 'owner@paydesk.test',
  isMerchantAdmin: true,
  additionalInfoStatus: null,
  applicationTokens: [],
  groups: [{ name: 'mp_user' }],
  primaryPhone: null,
  mobilePhone: null,
  lastLogin: null,
  ...over,
});

/** A merchant account with every feature on; override what a test turns off. */
export const testMerchant = (id: number, over: Partial<ProfileMerchant> = {}): ProfileMerchant => ({
  id,
  status: 1,
  businessCommonName: `Merchant ${id}`,
  businessAddress1: '',
  businessAddress2: '',
  merchantStatus: 1,
  processorId: 3,
  enablePosDevices: true,
  allowSubscriptions: true,
  allowCustomers: true,
  allowCheckout: true,
  isAdmin: true,
  permissions: [...MERCHANT_PERMISSION_KEYS],
  ...over,
});

export const testAccount = (
  profile: Partial<Profile> = {},
  merchantIds: number[] = [100001, 100002],
): AccountData => ({
  profile: testProfile(profile),
  merchants: merchantIds.map((id) => testMerchant(id)),
});

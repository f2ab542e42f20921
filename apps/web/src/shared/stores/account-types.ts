/**
 * Web-side view of the profile and merchant account (part 1 §3). Only the fields the shell
 * reads today; the identity and merchants issues replace these with the zod schemas of
 * @paydesk/domain once those exist.
 */
export interface ProfileGroup {
  name: string;
}

export interface Profile {
  email: string;
  firstName: string;
  lastName: string;
  remoteId?: string;
  isMerchantAdmin?: boolean;
  additionalInfoStatus?: string | null;
  applicationTokens?: string[];
  login?: string;
  groups?: ProfileGroup[];
}

/** An entry of the profile's merchants list. */
export interface MerchantSummary {
  id: number;
  status: number;
  businessCommonName: string;
  businessAddress1?: string;
  businessAddress2?: string;
}

export interface AccountData {
  profile: Profile;
  merchants: MerchantSummary[];
}

/** The selected merchant account as GET /merchants/{id} returns it (fields used so far). */
export interface MerchantAccount {
  id: number;
  status: number;
  businessCommonName: string;
  /** 2 = the older processor, 3 = the newer processor. */
  processorId?: number;
  enablePosDevices?: boolean;
  allowSubscriptions?: boolean;
  allowCustomers?: boolean;
  allowCheckout?: boolean;
}

/** A per-user permission, e.g. `{ slug: 'can-manage-disputes', enabled: true }`. */
export interface Permission {
  slug: string;
  enabled: boolean;
}

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type {
  AccessRule,
  AccountData,
  Permission,
  ProfileMerchant,
  SiteSettings,
} from '../account/account-types';
import { PERSISTED_STORE_KEYS, PERSISTED_STORE_VERSION, STORAGE_KEYS } from './storage-keys';

/** Account state (part 1 §3); the fields later issues need are added with them. */
export interface AccountState {
  /** Profile and merchants list of the signed-in user. */
  data: AccountData | null;
  /** Admin permission keys from the roles response: key -> true. */
  roles: Partial<Record<string, true>>;
  settings: SiteSettings;
  settingsLoaded: boolean;
  /** Per-user permissions of the merchant side. */
  permissions: Permission[];
  /** Access rules of the user on the selected merchant account. */
  accessRules: AccessRule[];
  selectedMerchant: ProfileMerchant | null;
  selectedMerchantAccountId: number | null;
  notFound: boolean;
  expiredToken: boolean;
  setData: (data: AccountData | null) => void;
  setRoles: (roles: Partial<Record<string, true>>) => void;
  setSettings: (settings: SiteSettings) => void;
  setPermissions: (permissions: Permission[]) => void;
  setAccessRules: (accessRules: AccessRule[]) => void;
  /** Saves the current merchant in state and in browser storage. */
  selectMerchant: (merchant: ProfileMerchant) => void;
  setInvalid: (invalid: { notFound?: boolean; expiredToken?: boolean }) => void;
  clear: () => void;
}

/** What the account store writes to localStorage: the data, nothing else. */
export type PersistedAccount = Pick<AccountState, 'data'>;

function storedMerchantId(): number | null {
  const id = Number(globalThis.localStorage?.getItem(STORAGE_KEYS.merchantId) ?? Number.NaN);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const empty = () => ({
  data: null,
  roles: {},
  settings: [],
  settingsLoaded: false,
  permissions: [],
  accessRules: [],
  selectedMerchant: null,
  selectedMerchantAccountId: storedMerchantId(),
  notFound: false,
  expiredToken: false,
});

export const useAccountStore = create<AccountState>()(
  persist(
    (set) => ({
      ...empty(),
      setData: (data) => set({ data, notFound: false, expiredToken: false }),
      setRoles: (roles) => set({ roles }),
      setSettings: (settings) => set({ settings, settingsLoaded: true }),
      setPermissions: (permissions) => set({ permissions }),
      setAccessRules: (accessRules) => set({ accessRules }),
      selectMerchant: (merchant) => {
        localStorage.setItem(STORAGE_KEYS.merchantId, String(merchant.id));
        set({ selectedMerchant: merchant, selectedMerchantAccountId: merchant.id });
      },
      setInvalid: (invalid) => set(invalid),
      clear: () => set({ ...empty(), selectedMerchantAccountId: null }),
    }),
    {
      name: PERSISTED_STORE_KEYS.account,
      version: PERSISTED_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedAccount => ({ data: state.data }),
    },
  ),
);

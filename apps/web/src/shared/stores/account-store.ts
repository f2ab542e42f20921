import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AccountData, MerchantAccount, Permission } from './account-types';
import { PERSISTED_STORE_KEYS, PERSISTED_STORE_VERSION } from './storage-keys';

/** Account state (part 1 §3); the fields later issues need are added with them. */
export interface AccountState {
  /** Profile and merchants list of the signed-in user. */
  data: AccountData | null;
  /** Admin permission keys from the roles response: key -> true. */
  roles: Partial<Record<string, true>>;
  /** Per-user permissions of the merchant side. */
  permissions: Permission[];
  selectedMerchant: MerchantAccount | null;
  selectedMerchantAccountId: number | null;
  notFound: boolean;
  expiredToken: boolean;
  setData: (data: AccountData | null) => void;
  setRoles: (roles: Partial<Record<string, true>>) => void;
  setPermissions: (permissions: Permission[]) => void;
  selectMerchant: (merchant: MerchantAccount | null) => void;
  setSelectedMerchantAccountId: (id: number | null) => void;
  clear: () => void;
}

/** What the account store writes to localStorage: the data, nothing else. */
export type PersistedAccount = Pick<AccountState, 'data'>;

const empty = {
  data: null,
  roles: {},
  permissions: [],
  selectedMerchant: null,
  selectedMerchantAccountId: null,
  notFound: false,
  expiredToken: false,
};

export const useAccountStore = create<AccountState>()(
  persist(
    (set) => ({
      ...empty,
      setData: (data) => set({ data }),
      setRoles: (roles) => set({ roles }),
      setPermissions: (permissions) => set({ permissions }),
      selectMerchant: (merchant) =>
        set({ selectedMerchant: merchant, selectedMerchantAccountId: merchant?.id ?? null }),
      setSelectedMerchantAccountId: (id) => set({ selectedMerchantAccountId: id }),
      clear: () => set(empty),
    }),
    {
      name: PERSISTED_STORE_KEYS.account,
      version: PERSISTED_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedAccount => ({ data: state.data }),
    },
  ),
);

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { defaultDateRange } from './default-date-range';
import { PERSISTED_STORE_KEYS, PERSISTED_STORE_VERSION } from './storage-keys';

/** Filter state (part 1 §3). Dates are ISO 8601 instants. */
export interface FilterState {
  fromDateFilter: string;
  toDateFilter: string;
  queryString: string;
  activeReport: string | null;
  activeAccountId: number | null;
  setDateRange: (from: string, to: string) => void;
  setQueryString: (queryString: string) => void;
  setActiveReport: (activeReport: string | null) => void;
  setActiveAccountId: (activeAccountId: number | null) => void;
  reset: () => void;
}

export type PersistedFilter = Pick<
  FilterState,
  'fromDateFilter' | 'toDateFilter' | 'queryString' | 'activeReport' | 'activeAccountId'
>;

function initialFilter(): PersistedFilter {
  const range = defaultDateRange();
  return {
    fromDateFilter: range.from,
    toDateFilter: range.to,
    queryString: '',
    activeReport: null,
    activeAccountId: null,
  };
}

/**
 * Persisted in sessionStorage, not localStorage: a filter survives a reload of the tab, and a
 * new session starts again at Month-To-Date rather than at last month's stale dates.
 */
export const useFilterStore = create<FilterState>()(
  persist(
    (set) => ({
      ...initialFilter(),
      setDateRange: (fromDateFilter, toDateFilter) => set({ fromDateFilter, toDateFilter }),
      setQueryString: (queryString) => set({ queryString }),
      setActiveReport: (activeReport) => set({ activeReport }),
      setActiveAccountId: (activeAccountId) => set({ activeAccountId }),
      reset: () => set(initialFilter()),
    }),
    {
      name: PERSISTED_STORE_KEYS.filter,
      version: PERSISTED_STORE_VERSION,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state): PersistedFilter => ({
        fromDateFilter: state.fromDateFilter,
        toDateFilter: state.toDateFilter,
        queryString: state.queryString,
        activeReport: state.activeReport,
        activeAccountId: state.activeAccountId,
      }),
    },
  ),
);

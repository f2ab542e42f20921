import type { ObjectKindEntry } from '../object-kind-types';

/**
 * The security harness's entries for the back office's partner reports (the 16-month volume
 * and accounts reports, partner volume, residual fees): the id kinds their parameters name
 * beyond the provider rows of settings.ts (OBJECT_KINDS of object-kinds.ts).
 */
export const kinds: Record<string, ObjectKindEntry> = {
  /**
   * A card processor (part 2 §9: 2 older, 3 newer): the provider's, held by no merchant, so
   * any caller may name either; the harness's "foreign" one is the older processor.
   */
  processor: {
    own: async () => 3,
    foreign: async () => ({ id: 2, identifying: [] }),
  },
};

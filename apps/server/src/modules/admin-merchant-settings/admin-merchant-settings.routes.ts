import type { FastifyInstance } from 'fastify';

/** The profile's General and Services edits: profile, rates, descriptors, card brands, limits and the per-merchant toggles (part 2 §4, §7). */
export async function adminMerchantSettingRoutes(_app: FastifyInstance): Promise<void> {}

import type { FastifyInstance } from 'fastify';

/** The profile's Misc. and Volume tabs: merchant hash, scheduled transactions download, volumes, rank and the 16-month chart (part 2 §7). */
export async function adminMerchantVolumeRoutes(_app: FastifyInstance): Promise<void> {}

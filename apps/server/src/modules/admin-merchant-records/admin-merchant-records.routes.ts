import type { FastifyInstance } from 'fastify';

/** The profile's Contact, Banking, Users, Notifications and Documents tabs (part 2 §2, §7). */
export async function adminMerchantRecordRoutes(_app: FastifyInstance): Promise<void> {}

import type { FastifyInstance } from 'fastify';

/** Merchant alerts: the back office's management (part 2 §4, §7 /alert) and the banners on the merchant's own dashboard. */
export async function merchantAlertRoutes(_app: FastifyInstance): Promise<void> {}

/** Every table, for drizzle's relational queries and drizzle-kit (one file per aggregate). */

export * from './schema/client-errors';
export * from './schema/site-settings';

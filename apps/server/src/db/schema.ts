/** Every table, for drizzle's relational queries and drizzle-kit (one file per aggregate). */
export * from './schema/audit';
export * from './schema/client-errors';
export * from './schema/mail';
export * from './schema/merchants';
export * from './schema/sessions';
export * from './schema/site-settings';
export * from './schema/users';

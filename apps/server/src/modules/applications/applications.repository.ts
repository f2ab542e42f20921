import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  files,
  merchantApplications,
  merchantContacts,
  merchants,
  userMerchants,
  users,
} from '../../db/schema';

/** SQL of the applications module: applications, applicants, opening an account. */

export type ApplicationRow = typeof merchantApplications.$inferSelect;
export type ApplicantRow = typeof users.$inferSelect;

/** A new applicant: a merchant user of the pool without merchants, holding the token. */
export async function insertApplicant(
  db: Database,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    passwordHash: string;
    applicationToken: string;
  },
): Promise<ApplicantRow> {
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      passwordHash: values.passwordHash,
      groups: ['mp_user'],
      applicationTokens: [values.applicationToken],
      // Signs in only once the e-mailed link shows the address is theirs.
      emailVerifiedAt: null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new Error('applicant e-mail taken between the check and the insert');
  return row;
}

export async function addApplicationToken(db: Database, userId: number, token: string) {
  await db
    .update(users)
    .set({ applicationTokens: sql`array_append(${users.applicationTokens}, ${token})` })
    .where(eq(users.id, userId));
}

/** The token leaves the profile (a decided application is no longer in progress). */
export async function removeApplicationToken(db: Database, userId: number, token: string) {
  await db
    .update(users)
    .set({ applicationTokens: sql`array_remove(${users.applicationTokens}, ${token})` })
    .where(eq(users.id, userId));
}

export async function setAdditionalInfoStatus(db: Database, userId: number, status: string | null) {
  await db.update(users).set({ additionalInfoStatus: status }).where(eq(users.id, userId));
}

export async function insertApplication(
  db: Database,
  values: { token: string; userId: number; data: Record<string, unknown>; at: Date },
): Promise<ApplicationRow> {
  const [row] = await db
    .insert(merchantApplications)
    .values({
      token: values.token,
      userId: values.userId,
      data: values.data,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  if (!row) throw new Error('application insert answered no row');
  return row;
}

export async function applicationsOf(db: Database, userId: number): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(merchantApplications)
    .where(eq(merchantApplications.userId, userId))
    .orderBy(desc(merchantApplications.createdAt), desc(merchantApplications.id))
    .limit(100);
}

/** The caller's application by token; `lock` holds its row for the call's transaction. */
export async function applicationOf(
  db: Database,
  userId: number,
  token: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  const query = db
    .select()
    .from(merchantApplications)
    .where(and(eq(merchantApplications.token, token), eq(merchantApplications.userId, userId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateApplication(
  db: Database,
  id: number,
  values: Partial<Omit<ApplicationRow, 'id' | 'token' | 'userId' | 'createdAt'>>,
): Promise<ApplicationRow> {
  const [row] = await db
    .update(merchantApplications)
    .set(values)
    .where(eq(merchantApplications.id, id))
    .returning();
  if (!row) throw new Error('application update answered no row');
  return row;
}

/** The applicant's own live upload (no merchant yet). */
export async function applicantFile(db: Database, userId: number, fileId: string) {
  const [row] = await db
    .select({ id: files.id, name: files.name, type: files.type })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.uploadedByUserId, userId),
        isNull(files.merchantId),
        isNull(files.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** The applicant's uploads move to the new merchant account. */
export async function assignFilesToMerchant(
  db: Database,
  userId: number,
  fileIds: readonly string[],
  merchantId: number,
) {
  for (const id of fileIds) {
    await db
      .update(files)
      .set({ merchantId })
      .where(and(eq(files.id, id), eq(files.uploadedByUserId, userId), isNull(files.merchantId)));
  }
}

export interface NewMerchant {
  status: number;
  businessCommonName: string;
  businessLegalName: string;
  businessType: 'NP' | 'I' | 'O';
  businessEin: string;
  businessPhone: string;
  businessAddress1: string;
  businessAddress2: string;
  businessCity: string;
  businessState: string;
  businessZip: string;
  businessCountry: string;
  bankName: string;
  bankAccountType: 'checking' | 'savings';
  bankAccountNumberEncrypted: string | null;
  bankAccountNumberLastFour: string | null;
  bankRoutingNumberEncrypted: string | null;
  bankRoutingNumberLastFour: string | null;
  /** The numbers' keyed fingerprints (merchants' sealBankAccount): the bank watch list matches on them. */
  bankAccountNumberHash?: string | null;
  bankRoutingNumberHash?: string | null;
  accountCreateDate: string;
}

/** Opens the merchant account with its owner as primary contact and the applicant as admin. */
export async function openMerchant(
  db: Database,
  userId: number,
  merchant: NewMerchant,
  owner: typeof merchantContacts.$inferInsert extends infer C
    ? Omit<C, 'merchantId' | 'type'>
    : never,
): Promise<number> {
  const [row] = await db
    .insert(merchants)
    .values({ ...merchant, bankAccountOwnershipType: 'business' })
    .returning({ id: merchants.id });
  if (!row) throw new Error('merchant insert answered no row');
  await db
    .insert(merchantContacts)
    .values({ ...owner, merchantId: row.id, type: 'Primary Contact' });
  await db
    .insert(userMerchants)
    .values({ userId, merchantId: row.id, access: 1, isAdmin: true })
    .onConflictDoNothing();
  await db.update(users).set({ isMerchantAdmin: true }).where(eq(users.id, userId));
  return row.id;
}

/** The applicant showed the e-mail address is theirs (the first use of an e-mailed link). */
export async function markEmailVerified(db: Database, userId: number, at: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PageSizes, PDFDocument, StandardFonts } from 'pdf-lib';
import type { Database, DatabaseHandle } from '../db/client';
import {
  documents,
  merchantAlerts,
  merchantContacts,
  merchants,
  userMerchants,
  users,
} from '../db/schema';
import { storeGeneratedFile } from '../modules/files/files.service';
import type { FieldCipher } from '../platform/encryption';
import type { FileStorage } from '../platform/file-storage/file-storage';
import { hashPassword } from '../platform/passwords';
import { inWriteTransaction } from '../platform/write-transaction';

type MerchantUpdate = Partial<typeof merchants.$inferInsert>;

/**
 * Generated accounts the back office's demo pins to a state, so that every conditional action
 * of part 2 §6 is reachable (README "Demo sign-ins"). The owner's and clerk's three accounts
 * (100001-100003) stay as the journeys expect; 100004 is the large profile's high-volume
 * account. Blue Harbor Bistro (100001) is Active on processor 3 as well.
 */
export const BACK_OFFICE_DEMO_IDS = {
  /** Active on processor 3 without a hold: Funding Hold and T.O.S Update. */
  holdable: 100005,
  /** Information Needed (4) on processor 3 with a funding hold: Release Hold. */
  heldInfoNeeded: 100006,
  /** Moved from processor 2 to 3 and may go back: Revert Processor. */
  revertible: 100007,
  /** Processor 2, business type O, a complete first owner: Send Beneficial Data. */
  beneficial: 100008,
  /** An active alert of each type (information, notice, warning, error) and documents. */
  alerts: 100009,
  /** Stack-owned (the banner). */
  stackOwned: 100010,
} as const;

const NO_HOLD: MerchantUpdate = {
  hasFundingHold: false,
  fundingHolds: null,
  fundingHoldDesc: null,
  holdFirstReportedDate: null,
  fundingHoldSetBy: null,
  fundingHoldSetByUserId: null,
};

const NOT_MIGRATED: MerchantUpdate = {
  processorCanRevert: 0,
  oldProcessorId: null,
  oldProcessorGatewayId: null,
  oldProcessorGatewayAltId: null,
};

const DAY = 86_400_000;

function pinned(end: Date): Record<number, MerchantUpdate> {
  return {
    [BACK_OFFICE_DEMO_IDS.holdable]: {
      status: 1,
      processorId: 3,
      ...NO_HOLD,
      ...NOT_MIGRATED,
      stackOwned: false,
    },
    [BACK_OFFICE_DEMO_IDS.heldInfoNeeded]: {
      status: 4,
      statusSince: new Date(end.getTime() - 12 * DAY),
      processorId: 3,
      ...NOT_MIGRATED,
      hasFundingHold: true,
      fundingHolds: {
        suspiciousActivity: false,
        confirmedFraud: false,
        limitsIssue: true,
        invalidBankAccount: true,
      },
      fundingHoldDesc: 'Bank account returned two payouts; volume above the agreed limits',
      holdFirstReportedDate: new Date(end.getTime() - 10 * DAY),
      fundingHoldSetBy: 'admin@paydesk.test',
      payoutFrequency: 'daily',
      payoutAnchor: null,
    },
    [BACK_OFFICE_DEMO_IDS.revertible]: {
      status: 1,
      processorId: 3,
      ...NO_HOLD,
      processorCanRevert: 1,
      oldProcessorId: 2,
      oldProcessorGatewayId: 'GW204417',
      oldProcessorGatewayAltId: 'ALT-204417',
    },
    [BACK_OFFICE_DEMO_IDS.beneficial]: {
      status: 1,
      processorId: 2,
      businessType: 'O',
      ...NO_HOLD,
      ...NOT_MIGRATED,
    },
    [BACK_OFFICE_DEMO_IDS.alerts]: { status: 1 },
    [BACK_OFFICE_DEMO_IDS.stackOwned]: { status: 1, stackOwned: true },
  };
}

const ALERTS = [
  ['information', 'New statement layout', 'Monthly statements now list fees by card brand.'],
  [
    'notice',
    'Bank details check',
    'Please confirm the bank account on file before the next payout.',
  ],
  [
    'warning',
    'Refund rate rising',
    'Refunds reached 9% of sales this month; review the refund policy.',
  ],
  [
    'error',
    'Payout returned',
    'The last payout was returned by the bank. Update the bank account.',
  ],
] as const;

/**
 * Pins the back office's demo accounts (BACK_OFFICE_DEMO_IDS) after the generator: their
 * status, processor and hold fields, a complete first owner with an encrypted SSN for the
 * beneficial-data account, an active alert of each type and documents. Accounts the profile
 * did not generate are skipped. Answers the rows written.
 */
export async function seedBackOfficeDemo(
  db: Database,
  cipher: FieldCipher,
  end: Date,
): Promise<number> {
  const ids = Object.values(BACK_OFFICE_DEMO_IDS);
  const present = new Set(
    (await db.select({ id: merchants.id }).from(merchants).where(inArray(merchants.id, ids))).map(
      (row) => row.id,
    ),
  );
  let rows = 0;
  await db.transaction(async (tx) => {
    for (const [id, values] of Object.entries(pinned(end))) {
      if (!present.has(Number(id))) continue;
      await tx
        .update(merchants)
        .set(values)
        .where(eq(merchants.id, Number(id)));
      rows += 1;
    }
    if (present.has(BACK_OFFICE_DEMO_IDS.beneficial)) {
      rows += await completeFirstOwner(tx, cipher, BACK_OFFICE_DEMO_IDS.beneficial);
    }
    if (present.has(BACK_OFFICE_DEMO_IDS.alerts)) {
      const merchantId = BACK_OFFICE_DEMO_IDS.alerts;
      await tx.insert(merchantAlerts).values(
        ALERTS.map(([type, title, message], i) => ({
          merchantId,
          type,
          title,
          message,
          isActive: true,
          createdAt: new Date(end.getTime() - (i + 1) * DAY),
        })),
      );
      await tx.insert(documents).values(
        (['voidedCheck', 'contactId', 'bankStatements', 'w9IrsForm'] as const).map(
          (documentType, i) => ({
            merchantId,
            documentType,
            name: `${documentType}.pdf`,
            status: i === 2 ? ('submitted' as const) : ('approved' as const),
            createdAt: new Date(end.getTime() - (i + 2) * DAY),
          }),
        ),
      );
      rows += ALERTS.length + 4;
    }
  });
  return rows;
}

/** The first beneficial owner with first and last name, date of birth, phone and an encrypted SSN. */
async function completeFirstOwner(
  tx: Database,
  cipher: FieldCipher,
  merchantId: number,
): Promise<number> {
  const ssn = '521-44-7302';
  const owner = {
    firstName: 'Morgan',
    lastName: 'Ellison',
    dateOfBirth: '1979-04-18',
    phone: '+1 503 555 0187',
    ssnEncrypted: cipher.encrypt(ssn),
    ssnLast4: ssn.slice(-4),
  };
  const type = 'Beneficial Owner/Officer' as const;
  const [first] = await tx
    .select({ id: merchantContacts.id })
    .from(merchantContacts)
    .where(and(eq(merchantContacts.merchantId, merchantId), eq(merchantContacts.type, type)))
    .orderBy(asc(merchantContacts.id))
    .limit(1);
  if (first) {
    await tx.update(merchantContacts).set(owner).where(eq(merchantContacts.id, first.id));
  } else {
    await tx.insert(merchantContacts).values({ ...owner, merchantId, type, countryId: 'USA' });
  }
  return 1;
}

/** The people of Evergreen Music (100009) on the profile's Users tab: an admin and a user. */
const EVERGREEN_TEAM = [
  { email: 'erin.evergreen@example.com', firstName: 'Erin', lastName: 'Evergreen', isAdmin: true },
  { email: 'sam.stockroom@example.com', firstName: 'Sam', lastName: 'Stockroom', isAdmin: false },
] as const;

/**
 * What the back office's Users and Documents tabs show on 100009: two portal users (a merchant
 * admin and a plain user, who must set a password before they can sign in: they are not demo
 * sign-ins) and a stored PDF behind each of its documents, so Download and Send work. Runs
 * after `seedBackOfficeDemo` (it needs the file storage, which the plain seed does not have).
 */
export async function seedBackOfficeFiles(
  database: DatabaseHandle,
  fileStorage: FileStorage,
  end: Date,
  log: FastifyBaseLogger,
): Promise<number> {
  const db = database.db;
  const merchantId = BACK_OFFICE_DEMO_IDS.alerts;
  const [present] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@paydesk.test'));
  if (!present || !admin) return 0;
  let rows = 0;
  for (const person of EVERGREEN_TEAM) {
    const [user] = await db
      .insert(users)
      .values({
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        passwordHash: await hashPassword(randomBytes(18).toString('base64url')),
        mustSetPassword: true,
        isMerchantAdmin: person.isAdmin,
        lastLogin: new Date(end.getTime() - 3 * DAY),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    await db.insert(userMerchants).values({ userId: user.id, merchantId, isAdmin: person.isAdmin });
    rows += 2;
  }
  const pending = await db
    .select()
    .from(documents)
    .where(and(eq(documents.merchantId, merchantId), isNull(documents.fileId)));
  const actor = { userId: admin.id, email: admin.email, ip: '127.0.0.1' };
  for (const document of pending) {
    const bytes = await demoDocumentPdf(document.name);
    await inWriteTransaction(db, async (tx) => {
      const file = await storeGeneratedFile(
        { fileStorage, database },
        tx,
        { merchantId, purpose: document.documentType, name: document.name, kind: 'pdf', bytes },
        actor,
        document.createdAt,
        log,
      );
      await tx.update(documents).set({ fileId: file.id }).where(eq(documents.id, document.id));
    });
    rows += 1;
  }
  return rows;
}

/** A one-page PDF saying what the demo document stands for. */
async function demoDocumentPdf(name: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage(PageSizes.Letter);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Evergreen Music: demo document', { x: 72, y: 700, size: 20, font });
  page.drawText(name, { x: 72, y: 670, size: 14, font });
  page.drawText('Generated by the Paydesk demo data; not a real document.', {
    x: 72,
    y: 640,
    size: 11,
    font,
  });
  return pdf.save();
}

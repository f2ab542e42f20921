import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { parseDocumentTypeFilter, RECORDS_MESSAGES } from '@paydesk/domain/admin-merchant-records';
import { TEAM_MESSAGES } from '@paydesk/domain/team-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlQuery } from '../../../src/db/client';
import {
  documents,
  files,
  merchantContacts,
  merchants,
  notificationSubscriptions,
  userMerchants,
  users,
} from '../../../src/db/schema';
import { disputeRecipients } from '../../../src/modules/disputes/dispute-jobs.repository';
import { adminLacking, Principals } from '../../security/lib/principals';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
const lacking: Record<string, Record<string, string>> = {};

/** Merchants of this file. */
const M = {
  main: 100201, // contacts, bank account, users, documents
  other: 100202, // another merchant: its contact, document and user for id-swapping
  banking: 100203, // banking edits and e-mails
  toggles: 100204, // notification toggles and subscriptions
  lastAdmin: 100205, // one merchant admin only
  noSecrets: 100206, // no SSN, no bank account, no primary contact e-mail
} as const;

const SSN = '521-44-7302';
const ACCOUNT = '000123456789';
const ROUTING = '021000021';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const ids = {
  primary: 0,
  owner: 0,
  ownerNoSsn: 0,
  otherOwner: 0,
  user: 0,
  admin: 0,
  otherUser: 0,
  lastAdmin: 0,
  doc1: 0,
  doc10: 0,
  docNoFile: 0,
  otherDoc: 0,
  fileId: '',
};

async function insertUser(email: string, first: string, last: string): Promise<number> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      firstName: first,
      lastName: last,
      passwordHash: 'x',
      primaryPhone: '555-0100',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

async function storeFile(merchantId: number, name: string): Promise<string> {
  const id = randomUUID();
  const storageKey = `merchants/${merchantId}/${id}`;
  await t.app.fileStorage.put(storageKey, Readable.from([PDF]));
  await t.database.db.insert(files).values({
    id,
    merchantId,
    type: 'voidedCheck',
    name,
    contentType: 'application/pdf',
    sizeBytes: PDF.length,
    storageKey,
  });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  const cipher = t.app.cipher;
  const base = (id: number) => ({
    id,
    status: 1,
    processorId: 3,
    statusSince: new Date('2026-01-01T00:00:00Z'),
    businessCommonName: `Records ${id}`,
    businessLegalName: `Records ${id} LLC`,
    bankName: 'First Harbor Bank',
    bankAccountType: 'checking' as const,
    bankAccountOwnershipType: 'business' as const,
    bankAccountNumberEncrypted: cipher.encrypt(ACCOUNT),
    bankAccountNumberLastFour: ACCOUNT.slice(-4),
    bankRoutingNumberEncrypted: cipher.encrypt(ROUTING),
    bankRoutingNumberLastFour: ROUTING.slice(-4),
  });
  await t.database.db.insert(merchants).values([
    base(M.main),
    base(M.other),
    base(M.banking),
    base(M.toggles),
    base(M.lastAdmin),
    {
      ...base(M.noSecrets),
      bankAccountNumberEncrypted: null,
      bankAccountNumberLastFour: null,
    },
  ]);
  const contact = (merchantId: number, type: 'Primary Contact' | 'Beneficial Owner/Officer') => ({
    merchantId,
    type,
    firstName: type === 'Primary Contact' ? 'Priya' : 'Morgan',
    lastName: `Contact${merchantId}`,
    email: `contact-${merchantId}@example.com`,
    phone: '+1 503 555 0187',
    address1: '12 Harbor Way',
    city: 'Portland',
    state: 'OR',
    postalCode: '97204',
    dateOfBirth: '1979-04-18',
  });
  const inserted = await t.database.db
    .insert(merchantContacts)
    .values([
      contact(M.main, 'Primary Contact'),
      {
        ...contact(M.main, 'Beneficial Owner/Officer'),
        ssnEncrypted: cipher.encrypt(SSN),
        ssnLast4: '7302',
      },
      { ...contact(M.main, 'Beneficial Owner/Officer'), firstName: 'Nossn' },
      {
        ...contact(M.other, 'Beneficial Owner/Officer'),
        ssnEncrypted: cipher.encrypt('111-22-3333'),
        ssnLast4: '3333',
      },
      contact(M.banking, 'Primary Contact'),
      { ...contact(M.noSecrets, 'Primary Contact'), email: null },
    ])
    .returning({ id: merchantContacts.id });
  [ids.primary, ids.owner, ids.ownerNoSsn, ids.otherOwner] = inserted.map((row) => row.id) as [
    number,
    number,
    number,
    number,
  ];

  ids.admin = await insertUser('records-admin@example.com', 'Ada', 'Admin');
  ids.user = await insertUser('records-user@example.com', 'Uma', 'User');
  ids.otherUser = await insertUser('records-other@example.com', 'Otto', 'Other');
  ids.lastAdmin = await insertUser('records-last@example.com', 'Lana', 'Last');
  await t.database.db.insert(userMerchants).values([
    { userId: ids.admin, merchantId: M.main, isAdmin: true },
    { userId: ids.user, merchantId: M.main },
    { userId: ids.otherUser, merchantId: M.other },
    { userId: ids.lastAdmin, merchantId: M.lastAdmin, isAdmin: true },
  ]);

  ids.fileId = await storeFile(M.main, 'voided check.pdf');
  const w9File = await storeFile(M.main, 'w9.pdf');
  const otherFile = await storeFile(M.other, 'other.pdf');
  const docs = await t.database.db
    .insert(documents)
    .values([
      {
        merchantId: M.main,
        documentType: 'contactId',
        name: 'Photo ID.pdf',
        fileId: w9File,
        createdAt: new Date('2026-10-01T00:00:00Z'),
      },
      {
        merchantId: M.main,
        documentType: 'voidedCheck',
        name: 'Voided check.pdf',
        fileId: ids.fileId,
        createdAt: new Date('2026-10-02T00:00:00Z'),
      },
      {
        merchantId: M.main,
        documentType: 'w9IrsForm',
        name: 'W-9 requested',
        status: 'requested',
        createdAt: new Date('2026-10-03T00:00:00Z'),
      },
      {
        merchantId: M.other,
        documentType: 'contactId',
        name: 'Other merchant ID.pdf',
        fileId: otherFile,
      },
    ])
    .returning({ id: documents.id });
  [ids.doc1, ids.doc10, ids.docNoFile, ids.otherDoc] = docs.map((row) => row.id) as [
    number,
    number,
    number,
    number,
  ];
  await t.database.db.insert(notificationSubscriptions).values([
    { merchantId: M.banking, type: 'banking-update', email: 'payouts@example.com' },
    { merchantId: DEMO_BISTRO, type: 'banking-update', email: 'bistro-bank@example.com' },
  ]);

  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
  const principals = new Principals(t.app, t.database);
  for (const key of [
    'can-view-merchant-info',
    'can-edit-merchant-advanced-info',
    'can-view-users',
    'can-view-documents',
  ]) {
    lacking[key] = {
      authorization: `Bearer ${(await principals.create(`admin without ${key}`, adminLacking(key))).idToken}`,
    };
  }
}, 120_000);

const DEMO_BISTRO = 100001;

const call = (
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = admin.headers,
) =>
  t.app.inject({
    method,
    url,
    headers: method === 'GET' ? headers : { ...headers, 'idempotency-key': randomUUID() },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const audit = (action: string, merchantId: number) =>
  t.database.query<{ outcome: string; email: string; details: Record<string, unknown> }>(
    `select outcome, email, details from audit_log
      where action = $1 and details->>'merchantId' = $2 order by id`,
    [action, String(merchantId)],
  );
const history = (merchantId: number) =>
  t.database.query<{
    grouping: string;
    field: string;
    old_value: string | null;
    new_value: string | null;
  }>(
    'select grouping, field, old_value, new_value from merchant_change_history where merchant_id = $1 order by id',
    [merchantId],
  );
const mailsTo = (to: string) =>
  t.database.query<{ subject: string; text: string }>(
    'select subject, text from mail_outbox where "to" = $1 order by id',
    [to],
  );

const BANKING = {
  bankName: 'Second Harbor Bank',
  bankAccountType: 'savings',
  bankAccountOwnershipType: 'business',
  bankAccountNumber: '000987654321',
  bankRoutingNumber: '011000015',
};

describe('keys', () => {
  const routes: [
    method: 'GET' | 'POST' | 'DELETE',
    url: () => string,
    key: string,
    body?: unknown,
  ][] = [
    ['GET', () => `/api/admin/merchants/${M.main}/contacts`, 'can-view-merchant-info'],
    [
      'GET',
      () => `/api/admin/merchants/${M.main}/full-ssn?merchantContactId=${ids.owner}`,
      'can-edit-merchant-advanced-info',
    ],
    ['GET', () => `/api/admin/merchants/${M.main}/banking`, 'can-view-merchant-info'],
    ['GET', () => `/api/admin/merchants/${M.main}/bank-account`, 'can-edit-merchant-advanced-info'],
    [
      'POST',
      () => `/api/admin/merchants/${M.main}/banking-info`,
      'can-edit-merchant-advanced-info',
      BANKING,
    ],
    ['GET', () => `/api/admin/merchants/${M.main}/users`, 'can-view-merchant-info'],
    ['GET', () => `/api/admin/merchants/${M.main}/merchantusers`, 'can-view-merchant-info'],
    ['DELETE', () => `/api/v2/admin/users/${ids.user}/fromMerchant/${M.main}`, 'can-view-users'],
    ['GET', () => `/api/admin/merchants/${M.main}/notifications`, 'can-view-merchant-info'],
    [
      'POST',
      () => `/api/admin/merchants/${M.main}/dispute-notifications`,
      'can-view-merchant-info',
      { enabled: false },
    ],
    [
      'POST',
      () => `/api/admin/merchants/${M.main}/failed-payout-notifications`,
      'can-view-merchant-info',
      { enabled: false },
    ],
    [
      'POST',
      () => `/api/admin/merchants/${M.main}/banking-update-notifications`,
      'can-view-merchant-info',
      { enabled: false },
    ],
    [
      'POST',
      () => `/api/admin/merchants/${M.main}/enable-notifications`,
      'can-view-merchant-info',
      { enabled: false },
    ],
    [
      'POST',
      () => `/api/admin/merchants/${M.main}/notifications/subscriptions/dispute`,
      'can-view-merchant-info',
      { email: 'a@example.com' },
    ],
    [
      'DELETE',
      () =>
        `/api/admin/merchants/${M.main}/notifications/subscriptions/dispute?email=a@example.com`,
      'can-view-merchant-info',
    ],
    ['GET', () => `/api/admin/merchants/${M.main}/documents`, 'can-view-documents'],
    [
      'GET',
      () => `/api/admin/merchants/${M.main}/documents/${ids.doc1}/download`,
      'can-view-documents',
    ],
    [
      'POST',
      () => `/api/admin/merchants/${M.main}/documents-send/${ids.doc1}`,
      'can-view-documents',
    ],
    ['DELETE', () => `/api/admin/merchants/${M.main}/documents/${ids.doc1}`, 'can-view-documents'],
  ];
  it.each(routes)(
    '%s %s: 403 for an admin lacking the key and for a merchant user',
    async (method, url, key, body) => {
      const refused = await call(method, url(), body, lacking[key]);
      expect(refused.statusCode, refused.body).toBe(403);
      const merchant = await call(method, url(), body, owner.headers);
      expect(merchant.statusCode, merchant.body).toBe(403);
    },
  );

  it('nothing was changed or revealed by the refused calls', async () => {
    expect(await audit('merchant-full-ssn-view', M.main)).toEqual([]);
    expect(await audit('merchant-bank-account-view', M.main)).toEqual([]);
    expect(await history(M.main)).toEqual([]);
  });
});

describe('Contact', () => {
  it('answers the primary contact and the owners, the SSN as its last four only', async () => {
    const res = await call('GET', `/api/admin/merchants/${M.main}/contacts`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.primaryContact).toMatchObject({
      id: ids.primary,
      firstName: 'Priya',
      email: `contact-${M.main}@example.com`,
    });
    expect(body.owners.map((o: { id: number }) => o.id)).toEqual([ids.owner, ids.ownerNoSsn]);
    expect(body.owners[0]).toMatchObject({
      ssnLast4: '7302',
      hasSsn: true,
      dateOfBirth: '1979-04-18',
    });
    expect(body.owners[1]).toMatchObject({ ssnLast4: null, hasSsn: false });
    expect(res.body).not.toContain('521-44');
    expect(res.body).not.toContain('v1:');
  });

  it('reveals a full SSN and audits it without the number', async () => {
    const res = await call(
      'GET',
      `/api/admin/merchants/${M.main}/full-ssn?merchantContactId=${ids.owner}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ merchantContactId: ids.owner, ssn: SSN });
    const rows = await audit('merchant-full-ssn-view', M.main);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'success', email: 'admin@paydesk.test' });
    expect(rows[0]?.details).toEqual({ merchantId: M.main, merchantContactId: ids.owner });
    expect(JSON.stringify(rows)).not.toContain('7302');
    // Every reveal is audited.
    await call('GET', `/api/admin/merchants/${M.main}/full-ssn?merchantContactId=${ids.owner}`);
    expect(await audit('merchant-full-ssn-view', M.main)).toHaveLength(2);
  });

  it("404 for another merchant's contact (id swapping), 422 without an SSN, 400 for a bad id", async () => {
    const swapped = await call(
      'GET',
      `/api/admin/merchants/${M.main}/full-ssn?merchantContactId=${ids.otherOwner}`,
    );
    expect(swapped.statusCode).toBe(404);
    expect(swapped.body).not.toContain('3333');
    expect(swapped.json().error_message).toBe(RECORDS_MESSAGES.contactNotFound);
    const none = await call(
      'GET',
      `/api/admin/merchants/${M.main}/full-ssn?merchantContactId=${ids.ownerNoSsn}`,
    );
    expect(none.statusCode).toBe(422);
    expect(none.json().error_message).toBe(RECORDS_MESSAGES.noSsn);
    const bad = await call('GET', `/api/admin/merchants/${M.main}/full-ssn?merchantContactId=abc`);
    expect(bad.statusCode).toBe(400);
    const missing = await call('GET', `/api/admin/merchants/999999/contacts`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('Banking', () => {
  it('answers the bank information masked', async () => {
    const res = await call('GET', `/api/admin/merchants/${M.main}/banking`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      bankName: 'First Harbor Bank',
      bankAccountType: 'checking',
      bankAccountOwnershipType: 'business',
      bankAccountNumberLastFour: '6789',
      bankRoutingNumberLastFour: '0021',
      hasBankAccountNumber: true,
      payoutFrequency: 'daily',
      payoutAnchor: null,
    });
    expect(res.body).not.toContain(ACCOUNT);
  });

  it('reveals the full account number, audited without it; 422 when none is on file', async () => {
    const res = await call('GET', `/api/admin/merchants/${M.main}/bank-account`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ bankAccountNumber: ACCOUNT });
    const rows = await audit('merchant-bank-account-view', M.main);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(ACCOUNT);
    const none = await call('GET', `/api/admin/merchants/${M.noSecrets}/bank-account`);
    expect(none.statusCode).toBe(422);
    expect(none.json().error_message).toBe(RECORDS_MESSAGES.noBankAccount);
    expect(await audit('merchant-bank-account-view', M.noSecrets)).toEqual([]);
  });

  it('changes the bank information: encrypted numbers, masked history, audit and the banking-update e-mail', async () => {
    const res = await call('POST', `/api/admin/merchants/${M.banking}/banking-info`, BANKING);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      bankName: 'Second Harbor Bank',
      bankAccountType: 'savings',
      bankAccountNumberLastFour: '4321',
      bankRoutingNumberLastFour: '0015',
    });
    const rows = await history(M.banking);
    expect(rows.every((row) => row.grouping === 'Banking')).toBe(true);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          grouping: 'Banking',
          field: 'bank_name',
          old_value: 'First Harbor Bank',
          new_value: 'Second Harbor Bank',
        },
        {
          grouping: 'Banking',
          field: 'bank_account_number',
          old_value: null,
          new_value: 'changed',
        },
        {
          grouping: 'Banking',
          field: 'bank_account_number_last_four',
          old_value: '****6789',
          new_value: '****4321',
        },
        {
          grouping: 'Banking',
          field: 'bank_routing_number_last_four',
          old_value: '****0021',
          new_value: '****0015',
        },
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain('000987654321');
    const [stored] = await t.database.query<{ enc: string }>(
      'select bank_account_number_encrypted as enc from merchants where id = $1',
      [M.banking],
    );
    expect(t.app.cipher.decrypt(String(stored?.enc))).toBe('000987654321');
    expect(await audit('merchant-banking-update', M.banking)).toHaveLength(1);
    const mails = await mailsTo('payouts@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('ending 4321');
    expect(mails[0]?.text).not.toContain('000987654321');
  });

  it('the same values again change nothing (no history, audit or e-mail)', async () => {
    const before = (await history(M.banking)).length;
    const res = await call('POST', `/api/admin/merchants/${M.banking}/banking-info`, BANKING);
    expect(res.statusCode, res.body).toBe(200);
    expect(await history(M.banking)).toHaveLength(before);
    expect(await audit('merchant-banking-update', M.banking)).toHaveLength(1);
    expect(await mailsTo('payouts@example.com')).toHaveLength(1);
  });

  it("validates with My Account's rules", async () => {
    const res = await call('POST', `/api/admin/merchants/${M.banking}/banking-info`, {
      ...BANKING,
      bankRoutingNumber: '123',
    });
    expect(res.statusCode).toBe(400);
  });

  it('a disabled banking-update setting stops the e-mail (back office and My Account)', async () => {
    const off = await call(
      'POST',
      `/api/admin/merchants/${M.banking}/banking-update-notifications`,
      { enabled: false },
    );
    expect(off.statusCode, off.body).toBe(200);
    const res = await call('POST', `/api/admin/merchants/${M.banking}/banking-info`, {
      ...BANKING,
      bankAccountNumber: '000555666777',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailsTo('payouts@example.com')).toHaveLength(1);

    // My Account's bank change (the merchant admin of 100001) honours the switches too.
    const myAccount = (number: string) =>
      call(
        'PATCH',
        `/api/merchants/${DEMO_BISTRO}/details/banking`,
        { ...BANKING, bankAccountNumber: number },
        owner.headers,
      );
    const first = await myAccount('000111222333');
    expect(first.statusCode, first.body).toBe(200);
    expect(await mailsTo('bistro-bank@example.com')).toHaveLength(1);
    await call('POST', `/api/admin/merchants/${DEMO_BISTRO}/enable-notifications`, {
      enabled: false,
    });
    expect((await myAccount('000111222444')).statusCode).toBe(200);
    expect(await mailsTo('bistro-bank@example.com')).toHaveLength(1);
    await call('POST', `/api/admin/merchants/${DEMO_BISTRO}/enable-notifications`, {
      enabled: true,
    });
    await call('POST', `/api/admin/merchants/${DEMO_BISTRO}/banking-update-notifications`, {
      enabled: false,
    });
    expect((await myAccount('000111222555')).statusCode).toBe(200);
    expect(await mailsTo('bistro-bank@example.com')).toHaveLength(1);
    await call('POST', `/api/admin/merchants/${DEMO_BISTRO}/banking-update-notifications`, {
      enabled: true,
    });
    expect((await myAccount('000111222666')).statusCode).toBe(200);
    expect(await mailsTo('bistro-bank@example.com')).toHaveLength(2);
  });
});

describe('Users', () => {
  it("answers the merchant's users, merchant admins first", async () => {
    const res = await call('GET', `/api/admin/merchants/${M.main}/users`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: ids.admin,
        firstname: 'Ada',
        isAdmin: true,
        access: 1,
        phone: '555-0100',
        lastLogin: null,
      }),
      expect.objectContaining({ id: ids.user, email: 'records-user@example.com', isAdmin: false }),
    ]);
  });

  it('refuses to unassign the last merchant admin, with the Team message', async () => {
    const res = await call(
      'DELETE',
      `/api/v2/admin/users/${ids.lastAdmin}/fromMerchant/${M.lastAdmin}`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error_message).toBe(TEAM_MESSAGES.lastAdmin);
    const [still] = await t.database.query(
      'select 1 from user_merchants where user_id = $1 and merchant_id = $2',
      [ids.lastAdmin, M.lastAdmin],
    );
    expect(still).toBeDefined();
  });

  it('404 for a user of another merchant (id swapping)', async () => {
    const res = await call('DELETE', `/api/v2/admin/users/${ids.otherUser}/fromMerchant/${M.main}`);
    expect(res.statusCode).toBe(404);
    const [still] = await t.database.query(
      'select 1 from user_merchants where user_id = $1 and merchant_id = $2',
      [ids.otherUser, M.other],
    );
    expect(still).toBeDefined();
  });

  it('unassigns a user: the membership only, audited, shown in the users history and merchantusers', async () => {
    const res = await call('DELETE', `/api/v2/admin/users/${ids.user}/fromMerchant/${M.main}`);
    expect(res.statusCode, res.body).toBe(204);
    const [gone] = await t.database.query(
      'select 1 from user_merchants where user_id = $1 and merchant_id = $2',
      [ids.user, M.main],
    );
    expect(gone).toBeUndefined();
    const [user] = await t.database.query<{ enabled: boolean }>(
      'select enabled from users where id = $1',
      [ids.user],
    );
    expect(user?.enabled).toBe(true);
    expect(await audit('merchant-user-unassign', M.main)).toHaveLength(1);
    const removals = await audit('team-remove', M.main);
    expect(removals).toHaveLength(1);
    expect(removals[0]).toMatchObject({ outcome: 'success', email: 'admin@paydesk.test' });

    const usersHistory = await call('GET', `/api/admin/merchants/${M.main}/users-history`);
    expect(usersHistory.statusCode, usersHistory.body).toBe(200);
    expect(usersHistory.json().data).toEqual([
      expect.objectContaining({
        field: 'team-remove',
        userId: ids.user,
        userEmail: 'records-user@example.com',
        changedBy: 'admin@paydesk.test',
      }),
    ]);

    const current = await call('GET', `/api/admin/merchants/${M.main}/users`);
    expect(current.json().data.map((u: { id: number }) => u.id)).toEqual([ids.admin]);
    const ever = await call('GET', `/api/admin/merchants/${M.main}/merchantusers`);
    expect(ever.statusCode, ever.body).toBe(200);
    expect(ever.json().data).toEqual([
      expect.objectContaining({ id: ids.admin, assigned: true, removedAt: null }),
      expect.objectContaining({
        id: ids.user,
        assigned: false,
        isAdmin: false,
        removedBy: 'admin@paydesk.test',
      }),
    ]);
    const again = await call('DELETE', `/api/v2/admin/users/${ids.user}/fromMerchant/${M.main}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('Notifications', () => {
  const url = (path: string) => `/api/admin/merchants/${M.toggles}/${path}`;

  it('answers every setting on and no subscriptions by default', async () => {
    const res = await call('GET', url('notifications'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      settings: {
        enableNotifications: true,
        disputeNotifications: true,
        failedPayoutNotifications: true,
        bankingUpdateNotifications: true,
      },
      subscriptions: { dispute: [], 'failed-payout': [], 'banking-update': [] },
    });
  });

  it('each toggle writes its key (history Miscellaneous, audit); the same value again writes nothing', async () => {
    for (const [path, key] of [
      ['dispute-notifications', 'disputeNotifications'],
      ['failed-payout-notifications', 'failedPayoutNotifications'],
      ['banking-update-notifications', 'bankingUpdateNotifications'],
      ['enable-notifications', 'enableNotifications'],
    ] as const) {
      const res = await call('POST', url(path), { enabled: false });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().settings[key]).toBe(false);
    }
    const [row] = await t.database.query<{ s: Record<string, boolean> }>(
      'select notification_settings as s from merchants where id = $1',
      [M.toggles],
    );
    expect(row?.s).toEqual({
      enableNotifications: false,
      disputeNotifications: false,
      failedPayoutNotifications: false,
      bankingUpdateNotifications: false,
    });
    const rows = await history(M.toggles);
    expect(rows).toHaveLength(4);
    expect(
      rows.every((r) => r.grouping === 'Miscellaneous' && r.field === 'notification_settings'),
    ).toBe(true);
    expect(await audit('merchant-notifications-update', M.toggles)).toHaveLength(4);
    await call('POST', url('dispute-notifications'), { enabled: false });
    expect(await history(M.toggles)).toHaveLength(4);
    const on = await call('POST', url('dispute-notifications'), { enabled: true });
    expect(on.json().settings.disputeNotifications).toBe(true);
    const bad = await call('POST', url('dispute-notifications'), { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('adds and removes subscriptions per type (lower-cased, idempotent), with history', async () => {
    const added = await call('POST', url('notifications/subscriptions/failed-payout'), {
      email: 'Ops@Example.com',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().subscriptions['failed-payout']).toEqual(['ops@example.com']);
    const twice = await call('POST', url('notifications/subscriptions/failed-payout'), {
      email: 'ops@example.com',
    });
    expect(twice.json().subscriptions['failed-payout']).toEqual(['ops@example.com']);
    const rows = (await history(M.toggles)).filter(
      (r) => r.field === 'failed_payout_notification_emails',
    );
    expect(rows).toEqual([
      {
        grouping: 'Miscellaneous',
        field: 'failed_payout_notification_emails',
        old_value: null,
        new_value: 'ops@example.com',
      },
    ]);
    const invalid = await call('POST', url('notifications/subscriptions/failed-payout'), {
      email: 'nope',
    });
    expect(invalid.statusCode).toBe(400);
    const unknownType = await call('POST', url('notifications/subscriptions/marketing'), {
      email: 'a@example.com',
    });
    expect(unknownType.statusCode).toBe(400);
    const removed = await call(
      'DELETE',
      url('notifications/subscriptions/failed-payout?email=OPS@example.com'),
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().subscriptions['failed-payout']).toEqual([]);
    const removedAgain = await call(
      'DELETE',
      url('notifications/subscriptions/failed-payout?email=ops@example.com'),
    );
    expect(removedAgain.statusCode).toBe(200);
    expect(
      (await history(M.toggles)).filter((r) => r.field === 'failed_payout_notification_emails'),
    ).toHaveLength(2);
  });
});

describe('notification settings take effect', () => {
  it("the dispute e-mails' recipients: none while dispute or all notifications are off", async () => {
    const recipients = async () =>
      (await disputeRecipients(sqlQuery(t.database.db), [M.main])).map((row) => row.email);
    const toggle = (path: string, enabled: boolean) =>
      call('POST', `/api/admin/merchants/${M.main}/${path}`, { enabled });
    expect(await recipients()).toEqual(['records-admin@example.com']);
    expect((await toggle('enable-notifications', false)).statusCode).toBe(200);
    expect(await recipients()).toEqual([]);
    await toggle('enable-notifications', true);
    expect(await recipients()).toEqual(['records-admin@example.com']);
    await toggle('dispute-notifications', false);
    expect(await recipients()).toEqual([]);
    await toggle('dispute-notifications', true);
    expect(await recipients()).toEqual(['records-admin@example.com']);
  });
});

describe('Documents', () => {
  it('parses the document type filter: numbers of known types, invalid entries ignored', () => {
    expect(parseDocumentTypeFilter('1,2')).toEqual([1, 2]);
    expect(parseDocumentTypeFilter(' 10 , abc,,1.5,-1,99,0,10,1e1')).toEqual([10]);
    expect(parseDocumentTypeFilter('')).toEqual([]);
    expect(parseDocumentTypeFilter(undefined)).toEqual([]);
  });

  it('lists the documents newest first, filtered by type', async () => {
    const all = await call('GET', `/api/admin/merchants/${M.main}/documents`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((d: { id: number }) => d.id)).toEqual([
      ids.docNoFile,
      ids.doc10,
      ids.doc1,
    ]);
    expect(all.json().data[1]).toMatchObject({
      documentTypeId: 10,
      documentType: 'voidedCheck',
      hasFile: true,
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(all.json().data[0]).toMatchObject({ hasFile: false, status: 'requested' });
    const some = await call(
      'GET',
      `/api/admin/merchants/${M.main}/documents?document_type=1,abc,10,99`,
    );
    expect(some.json().data.map((d: { id: number }) => d.id)).toEqual([ids.doc10, ids.doc1]);
    const none = await call('GET', `/api/admin/merchants/${M.main}/documents?document_type=abc`);
    expect(none.json().data).toHaveLength(3);
    expect(all.body).not.toContain('Other merchant');
  });

  it("downloads a document's file; 404 for another merchant's document or one without a file", async () => {
    const res = await call('GET', `/api/admin/merchants/${M.main}/documents/${ids.doc10}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('voided check.pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const swapped = await call(
      'GET',
      `/api/admin/merchants/${M.main}/documents/${ids.otherDoc}/download`,
    );
    expect(swapped.statusCode).toBe(404);
    const noFile = await call(
      'GET',
      `/api/admin/merchants/${M.main}/documents/${ids.docNoFile}/download`,
    );
    expect(noFile.statusCode).toBe(404);
  });

  it('sends a document to the primary contact, audited; 422 without a file or an e-mail', async () => {
    const res = await call('POST', `/api/admin/merchants/${M.main}/documents-send/${ids.doc10}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ documentId: ids.doc10, sentTo: `contact-${M.main}@example.com` });
    const mails = await mailsTo(`contact-${M.main}@example.com`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/api/merchants/${M.main}/files/${ids.fileId}`);
    const rows = await audit('merchant-document-send', M.main);
    expect(rows[0]?.details).toMatchObject({
      documentId: ids.doc10,
      sentTo: `contact-${M.main}@example.com`,
    });
    const noFile = await call(
      'POST',
      `/api/admin/merchants/${M.main}/documents-send/${ids.docNoFile}`,
    );
    expect(noFile.statusCode).toBe(422);
    const swapped = await call(
      'POST',
      `/api/admin/merchants/${M.main}/documents-send/${ids.otherDoc}`,
    );
    expect(swapped.statusCode).toBe(404);
  });

  it("deletes a document and marks its file deleted, audited; 404 for another merchant's", async () => {
    const swapped = await call(
      'DELETE',
      `/api/admin/merchants/${M.main}/documents/${ids.otherDoc}`,
    );
    expect(swapped.statusCode).toBe(404);
    const res = await call('DELETE', `/api/admin/merchants/${M.main}/documents/${ids.doc10}`);
    expect(res.statusCode, res.body).toBe(204);
    const [doc] = await t.database.query('select 1 from documents where id = $1', [ids.doc10]);
    expect(doc).toBeUndefined();
    const [file] = await t.database.query<{ deleted_at: string | null }>(
      'select deleted_at from files where id = $1',
      [ids.fileId],
    );
    expect(file?.deleted_at).not.toBeNull();
    expect(await audit('merchant-document-delete', M.main)).toHaveLength(1);
    expect(await audit('file-remove', M.main)).toHaveLength(1);
    const again = await call('DELETE', `/api/admin/merchants/${M.main}/documents/${ids.doc10}`);
    expect(again.statusCode).toBe(404);
    const [other] = await t.database.query('select 1 from documents where id = $1', [ids.otherDoc]);
    expect(other).toBeDefined();
  });
});

import { randomUUID } from 'node:crypto';
import { CTA_MESSAGES } from '@paydesk/domain/cta';
import { FIELD_MESSAGES } from '@paydesk/domain/field-checks';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  mailOutbox,
  merchantChangeHistory,
  merchantContacts,
  merchants,
  notificationSubscriptions,
} from '../../../src/db/schema';
import { DEMO_MERCHANT_IDS } from '../../../src/demo/demo-identity';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedIn;
let clerk: SignedIn;
let admin: SignedIn;
const logLines: string[] = [];
const BISTRO = DEMO_MERCHANT_IDS.bistro;
const ACCOUNT_NUMBER = '000987654321';
const ROUTING_NUMBER = '021000021';
const SSN = '478-21-5563';

beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line: string) => void logLines.push(line) } });
  await seedIdentity(t.database);
  owner = await signInAs(t.app, 'owner@paydesk.test');
  clerk = await signInAs(t.app, 'clerk@paydesk.test');
  admin = await signInAs(t.app, 'admin@paydesk.test');
});

const patch = (who: SignedIn, type: string, payload: object, key: string = randomUUID()) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/merchants/${BISTRO}/details/${type}`,
    headers: { ...who.headers, 'idempotency-key': key },
    payload,
  });
const read = (who: SignedIn, id: number = BISTRO) =>
  t.app.inject({ url: `/api/merchants/${id}/details`, headers: who.headers });

const historyOf = (field: string) =>
  t.database.db
    .select()
    .from(merchantChangeHistory)
    .where(
      and(eq(merchantChangeHistory.merchantId, BISTRO), eq(merchantChangeHistory.field, field)),
    )
    .orderBy(asc(merchantChangeHistory.id));

const BUSINESS = {
  businessCommonName: 'Blue Harbor Bistro',
  businessLegalName: 'Blue Harbor Hospitality LLC',
  businessEin: '84-1234567',
  businessAddress1: '12 Harbor Way',
  businessAddress2: '',
  businessCity: 'Portland',
  businessState: 'OR',
  businessZip: '97204',
  businessCountry: 'USA',
};

describe('the merchant detail', () => {
  it('reads for every user of the account; only its merchant admin may edit', async () => {
    const mine = await read(owner);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ id: BISTRO, canEdit: true, owner: null });
    const theirs = await read(clerk);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().canEdit).toBe(false);
    expect(theirs.json().owner).toBeNull();
    expect((await read(clerk, DEMO_MERCHANT_IDS.closed)).statusCode).toBe(403);
  });

  it('refuses a change by a plain user of the account, and by staff, with 403', async () => {
    const phone = { businessPhone: '+1 503 555 0111' };
    expect((await patch(clerk, 'phone', phone)).statusCode).toBe(403);
    expect((await patch(admin, 'phone', phone)).statusCode).toBe(403);
    expect(await historyOf('business_phone')).toHaveLength(0);
  });

  it('changes the business phone once per key, with a history row and an audit row', async () => {
    const first = await patch(owner, 'phone', { businessPhone: '+1 503 555 0111' }, 'phone-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().businessPhone).toBe('+1 503 555 0111');
    const replay = await patch(owner, 'phone', { businessPhone: '+1 503 555 0111' }, 'phone-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const rows = await historyOf('business_phone');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      grouping: 'Contact',
      changedByEmail: 'owner@paydesk.test',
      oldValue: null,
      newValue: '+1 503 555 0111',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'merchant-details-update'));
    expect(audits.at(-1)?.details).toEqual({
      merchantId: BISTRO,
      part: 'phone',
      fields: ['business_phone'],
    });
    const bad = await patch(owner, 'phone', { businessPhone: '555-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ businessPhone: [FIELD_MESSAGES.phone] });
  });

  it('validates the business details with the shared checks and writes General history', async () => {
    const bad = await patch(owner, 'business', {
      ...BUSINESS,
      businessEin: '123456789',
      businessZip: 'ABC',
      businessState: 'ZZ',
      businessAddress2: '   ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      businessEin: [FIELD_MESSAGES.placeholderTaxId],
      businessZip: [FIELD_MESSAGES.postalCode],
      businessState: ['Choose a state from the list'],
      businessAddress2: [FIELD_MESSAGES.onlySpaces],
    });
    expect(
      (await patch(owner, 'business', { ...BUSINESS, businessEin: '12345' })).json().errors,
    ).toEqual({ businessEin: [FIELD_MESSAGES.taxId] });
    const ok = await patch(owner, 'business', BUSINESS);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      businessEin: '841234567',
      businessStateId: 'OR',
      businessState: 'Oregon',
      businessLegalName: 'Blue Harbor Hospitality LLC',
    });
    const ein = await historyOf('business_ein');
    expect(ein.at(-1)).toMatchObject({ grouping: 'General', newValue: '841234567' });
    // A plain user sees the EIN masked.
    expect((await read(clerk)).json().businessEin).toBe('*****4567');
    // The United Kingdom has no states: none is asked, none is stored.
    const uk = await patch(owner, 'business', {
      ...BUSINESS,
      businessState: '',
      businessZip: 'SW1A 1AA',
      businessCountry: 'GBR',
    });
    expect(uk.statusCode, uk.body).toBe(200);
    expect(uk.json()).toMatchObject({ businessCountry: 'GBR', businessStateId: '' });
    expect((await patch(owner, 'business', BUSINESS)).statusCode).toBe(200);
  });

  it('changes the contact and mailing address (the Primary Contact row)', async () => {
    const contact = {
      firstName: 'Olivia',
      lastName: 'Owner',
      contactEmail: 'Olivia@BlueHarbor.test',
      contactPhoneMobile: '+1 503 555 0123',
      contactAddress1: '400 SW Oak St',
      contactAddress2: 'Suite 2',
      contactCity: 'Portland',
      contactState: 'OR',
      contactZip: '97204',
      contactCountry: 'USA',
    };
    const ok = await patch(owner, 'contact', contact);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      firstName: 'Olivia',
      contactEmail: 'olivia@blueharbor.test',
      contactStateId: 'OR',
      contactState: 'Oregon',
      contactAddress2: 'Suite 2',
    });
    const rows = await t.database.db
      .select()
      .from(merchantContacts)
      .where(eq(merchantContacts.merchantId, BISTRO));
    expect(rows.filter((r) => r.type === 'Primary Contact')).toHaveLength(1);
    expect((await historyOf('contact_city')).at(-1)).toMatchObject({
      grouping: 'Contact',
      newValue: 'Portland',
    });
    const again = await patch(owner, 'contact', { ...contact, contactCity: 'Beaverton' });
    expect(again.statusCode).toBe(200);
    expect((await historyOf('contact_city')).at(-1)).toMatchObject({
      oldValue: 'Portland',
      newValue: 'Beaverton',
    });
    // Unchanged fields write no history.
    expect(await historyOf('contact_first_name')).toHaveLength(1);
  });

  it('banking: encrypted numbers, last fours only, masked history, mails the subscribers', async () => {
    await t.database.db.insert(notificationSubscriptions).values([
      { merchantId: BISTRO, type: 'banking-update', email: 'books@blueharbor.test' },
      { merchantId: BISTRO, type: 'banking-update', email: 'olivia@blueharbor.test' },
      { merchantId: BISTRO, type: 'dispute', email: 'disputes@blueharbor.test' },
    ]);
    const bad = await patch(owner, 'banking', {
      bankName: 'First Harbor Bank',
      bankAccountType: 'checking',
      bankAccountOwnershipType: 'business',
      bankAccountNumber: '12',
      bankRoutingNumber: '12345678a',
    });
    expect(bad.json().errors).toEqual({
      bankAccountNumber: [FIELD_MESSAGES.accountNumber],
      bankRoutingNumber: [FIELD_MESSAGES.routingNumber],
    });
    const ok = await patch(owner, 'banking', {
      bankName: 'First Harbor Bank',
      bankAccountType: 'checking',
      bankAccountOwnershipType: 'business',
      bankAccountNumber: ACCOUNT_NUMBER,
      bankRoutingNumber: ROUTING_NUMBER,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      bankAccountNumberLastFour: '4321',
      bankRoutingNumberLastFour: '0021',
      bankAccountType: 'checking',
    });
    expect(ok.body).not.toContain(ACCOUNT_NUMBER);
    expect(ok.body).not.toContain(ROUTING_NUMBER);
    const [stored] = await t.database.db.select().from(merchants).where(eq(merchants.id, BISTRO));
    expect(stored?.bankAccountNumberEncrypted).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain(ACCOUNT_NUMBER);
    expect((await historyOf('bank_account_number')).at(-1)).toMatchObject({
      grouping: 'Banking',
      oldValue: null,
      newValue: '****4321',
    });
    const mails = await t.database.db.select().from(mailOutbox);
    const banking = mails.filter((m) => m.subject.startsWith('Bank information changed'));
    expect(banking.map((m) => m.to).sort()).toEqual([
      'books@blueharbor.test',
      'olivia@blueharbor.test',
    ]);
    expect(banking[0]?.text).toContain('ending 4321');
    // The same numbers again change nothing and mail nobody.
    const same = await patch(owner, 'banking', {
      bankName: 'First Harbor Bank',
      bankAccountType: 'checking',
      bankAccountOwnershipType: 'business',
      bankAccountNumber: ACCOUNT_NUMBER,
      bankRoutingNumber: ROUTING_NUMBER,
    });
    expect(same.statusCode).toBe(200);
    expect(await historyOf('bank_account_number')).toHaveLength(1);
    const after = await t.database.db.select().from(mailOutbox);
    expect(after.filter((m) => m.subject.startsWith('Bank information changed'))).toHaveLength(2);
  });

  it('owner: date of birth and SSN rules; the SSN stored encrypted, its last four shown', async () => {
    const owned = {
      firstName: 'Olivia',
      lastName: 'Owner',
      address1: '77 NW Elm St',
      address2: '',
      city: 'Portland',
      state: 'OR',
      postalCode: '97209',
      country: 'USA',
      dateOfBirth: '04/15/1980',
      ssn: SSN,
    };
    const bad = await patch(owner, 'owner', {
      ...owned,
      dateOfBirth: '02/30/1980',
      ssn: '123-45-6789',
    });
    expect(bad.json().errors).toEqual({
      dateOfBirth: [CTA_MESSAGES.dobFormat],
      ssn: [CTA_MESSAGES.ssnInvalid],
    });
    const ok = await patch(owner, 'owner', owned);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().owner).toMatchObject({ dateOfBirth: '04/15/1980', ssnLast4: '5563' });
    expect(ok.body).not.toContain('478215563');
    expect((await historyOf('owner_ssn')).at(-1)).toMatchObject({ newValue: '***-**-5563' });
    // An empty SSN keeps the one on file.
    const kept = await patch(owner, 'owner', { ...owned, ssn: '', city: 'Salem' });
    expect(kept.json().owner).toMatchObject({ ssnLast4: '5563', city: 'Salem' });
    expect(await historyOf('owner_ssn')).toHaveLength(1);
    // The clerk never sees the owner.
    expect((await read(clerk)).json().owner).toBeNull();
  });

  it('never writes a bank number or an SSN to the log', () => {
    const log = logLines.join('\n');
    expect(log).toContain('/details/banking');
    for (const secret of [ACCOUNT_NUMBER, ROUTING_NUMBER, SSN, '478215563']) {
      expect(log).not.toContain(secret);
    }
  });
});

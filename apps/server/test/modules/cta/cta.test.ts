import { randomUUID } from 'node:crypto';
import { CTA_MESSAGES, DOCUMENT_TYPE_IDS, DOCUMENT_TYPE_LABELS } from '@paydesk/domain/cta-rules';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFieldCipher, decodeKey } from '../../../src/platform/encryption';
import { NOT_THE_CLERKS, type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedIn;
let clerk: SignedIn;

/** The owner's Driftwood Books: the clerk is not a member. */
const M: number = NOT_THE_CLERKS;
/** Blue Harbor Bistro: the owner and the clerk are members. */
const SHARED: number = 100001;
const cipher = createFieldCipher(decodeKey(TEST_ENCRYPTION_KEY));

const business = {
  businessEin: '93-1234567',
  businessLegalName: 'Driftwood Books Company',
  businessAddress1: '14 Pine Street',
  businessAddress2: 'Suite 2',
  businessCity: 'Eugene',
  businessState: 'OR',
  businessCountry: 'USA',
  businessZip: '97401',
};
const identity = {
  firstName: 'Olivia',
  lastName: 'Owner',
  contactAddress1: '5 Alder Lane',
  contactAddress2: '',
  contactCity: 'Eugene',
  contactState: 'OR',
  contactZip: '97402',
  contactCountry: 'USA',
  contactDOB: '04/12/1980',
  contactSsn: '512-34-6789',
  contactSsnLast4: '6789',
};

interface CtaSeed {
  viewableBy?: string[];
  categories?: string[];
  documents?: (keyof typeof DOCUMENT_TYPE_IDS)[];
  canBeDismissed?: boolean;
}

async function makeCta(seed: CtaSeed = {}): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `insert into ctas (title, message, can_be_dismissed, terms_of_service, viewable_by, categories, documents_requested)
     values ('Confirm your details', 'Please confirm.', $1, true, $2::text[], $3::text[], $4::jsonb) returning id`,
    [
      seed.canBeDismissed ?? false,
      seed.viewableBy ?? ['merchant-admin'],
      seed.categories ?? [],
      JSON.stringify(
        (seed.documents ?? []).map((name) => ({
          documentTypeName: name,
          documentTypeId: DOCUMENT_TYPE_IDS[name],
        })),
      ),
    ],
  );
  return Number(row?.id);
}

const assign = (ctaId: number, merchantId = M, assignedAt = '2026-11-01T00:00:00Z') =>
  t.database.query(
    'insert into cta_assignments (cta_id, merchant_id, assigned_at) values ($1, $2, $3)',
    [ctaId, merchantId, assignedAt],
  );

async function setAdmin(email: string, merchantId: number, isAdmin: boolean) {
  await t.database.query(
    `update user_merchants set is_admin = $3
      where merchant_id = $2 and user_id = (select id from users where email = $1)`,
    [email, merchantId, isAdmin],
  );
}

/** A file row of a merchant uploaded for a purpose (the upload path is the files module's). */
async function fileFor(merchantId: number, type: string, deleted = false): Promise<string> {
  const id = randomUUID();
  await t.database.query(
    `insert into files (id, merchant_id, type, name, content_type, size_bytes, storage_key, deleted_at)
     values ($1, $2, $3, $4, 'image/png', 1024, $5, $6)`,
    [id, merchantId, type, `${type}.png`, `test/${id}`, deleted ? new Date() : null],
  );
  return id;
}

const getCta = (who: SignedIn = owner, merchantId = M) =>
  t.app.inject({ url: `/api/merchants/${merchantId}/cta`, headers: who.headers });

const submit = (
  payload: Record<string, unknown>,
  { who = owner, merchantId = M, key = randomUUID() } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/merchants/${merchantId}/cta`,
    headers: { ...who.headers, 'idempotency-key': key },
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  for (const id of [100001, 100002, 100003]) await setAdmin('owner@paydesk.test', id, true);
  owner = await signInAs(t.app, 'owner@paydesk.test');
  clerk = await signInAs(t.app, 'clerk@paydesk.test');
}, 120_000);

beforeEach(async () => {
  await t.database.query('delete from cta_assignments');
  await t.database.query('delete from merchant_contacts where merchant_id in (100001, 100003)');
  await setAdmin('owner@paydesk.test', SHARED, true);
});

describe('GET /merchants/:id/cta: who sees a CTA (viewable_by)', () => {
  it('answers null when none is assigned', async () => {
    const res = await getCta();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('shows a merchant-admin CTA to an admin of the account only', async () => {
    const id = await makeCta({
      viewableBy: ['merchant-admin'],
      categories: ['business'],
      documents: ['voidedCheck'],
    });
    await assign(id, SHARED);
    const seen = (await getCta(owner, SHARED)).json();
    expect(seen.data).toMatchObject({
      id,
      merchant_id: SHARED,
      title: 'Confirm your details',
      can_be_dismissed: false,
      terms_of_service: true,
      cta_settings: { viewable_by: ['merchant-admin'], contact_types: [] },
      cta_cta_categories: [{ category_name: 'business' }],
      cta_documents_requested: [{ document_type_name: 'voidedCheck', document_type_id: 10 }],
    });
    expect((await getCta(clerk, SHARED)).json().data).toBeNull();
    await setAdmin('owner@paydesk.test', SHARED, false);
    expect((await getCta(owner, SHARED)).json().data).toBeNull();
  });

  it('shows a merchant-user CTA to every member', async () => {
    await assign(await makeCta({ viewableBy: ['merchant-user'] }), SHARED);
    expect((await getCta(clerk, SHARED)).json().data).not.toBeNull();
    expect((await getCta(owner, SHARED)).json().data).not.toBeNull();
  });

  it('matches contacts by e-mail and contact type', async () => {
    const id = await makeCta({ viewableBy: ['beneficial-owner'] });
    await assign(id, SHARED);
    expect((await getCta(clerk, SHARED)).json().data).toBeNull();
    await t.database.query(
      `insert into merchant_contacts (merchant_id, type, first_name, last_name, email)
       values ($1, 'Primary Contact', 'Carl', 'Clerk', 'Clerk@Paydesk.test')`,
      [SHARED],
    );
    // A primary contact is not a beneficial owner.
    expect((await getCta(clerk, SHARED)).json().data).toBeNull();
    await t.database.query(
      `insert into merchant_contacts (merchant_id, type, first_name, last_name, email)
       values ($1, 'Beneficial Owner/Officer', 'Carl', 'Clerk', 'clerk@paydesk.test')`,
      [SHARED],
    );
    const seen = (await getCta(clerk, SHARED)).json().data;
    expect(seen.cta_settings).toEqual({
      viewable_by: ['beneficial-owner'],
      contact_types: ['Beneficial Owner/Officer'],
    });
    const primary = await makeCta({ viewableBy: ['primary-contact'] });
    await t.database.query('delete from cta_assignments');
    await assign(primary, SHARED);
    expect((await getCta(clerk, SHARED)).json().data.id).toBe(primary);
    expect((await getCta(owner, SHARED)).json().data).toBeNull();
  });

  it('answers the oldest pending CTA, not a completed or dismissed one', async () => {
    const older = await makeCta();
    const newer = await makeCta();
    await assign(newer, M, '2026-11-05T00:00:00Z');
    await assign(older, M, '2026-11-02T00:00:00Z');
    expect((await getCta()).json().data.id).toBe(older);
    await t.database.query('update cta_assignments set completed_at = now() where cta_id = $1', [
      older,
    ]);
    expect((await getCta()).json().data.id).toBe(newer);
    await t.database.query('update cta_assignments set dismissed_at = now() where cta_id = $1', [
      newer,
    ]);
    expect((await getCta()).json().data).toBeNull();
  });

  it('refuses a non-member with 403', async () => {
    await assign(await makeCta({ viewableBy: ['merchant-user'] }));
    expect((await getCta(clerk, M)).statusCode).toBe(403);
    const res = await submit({ merchantId: M }, { who: clerk });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /merchants/:id/cta: the payload', () => {
  it('answers the §5 messages by field path', async () => {
    await assign(await makeCta({ categories: ['business', 'identity'] }));
    const res = await submit({
      merchantId: M,
      business: {
        ...business,
        businessEin: '',
        businessAddress1: 'P.O. Box 12',
        businessAddress2: '   ',
        businessState: '',
        businessZip: '123',
      },
      identity: {
        ...identity,
        firstName: '',
        contactDOB: '1980-04-12',
        contactSsn: '000-12-3456',
        contactSsnLast4: '0000',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    expect(res.json().errors).toMatchObject({
      'business.businessEin': [CTA_MESSAGES.taxIdRequired],
      'business.businessAddress1': [CTA_MESSAGES.poBox],
      'business.businessAddress2': expect.any(Array),
      'business.businessState': [CTA_MESSAGES.stateRequired],
      'business.businessZip': [CTA_MESSAGES.postalCodeInvalid],
      'identity.firstName': [CTA_MESSAGES.firstNameRequired],
      'identity.contactDOB': [CTA_MESSAGES.dobFormat],
      'identity.contactSsn': [CTA_MESSAGES.ssnInvalid],
      'identity.contactSsnLast4': [CTA_MESSAGES.ssnLast4Zero],
    });
  });

  it('requires the blocks and documents the CTA asks for, and this account as merchantId', async () => {
    await assign(
      await makeCta({ categories: ['business', 'identity'], documents: ['voidedCheck'] }),
    );
    const missing = await submit({ merchantId: M });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      business: [CTA_MESSAGES.businessRequired],
      identity: [CTA_MESSAGES.identityRequired],
      ctaDocumentsRequested: [CTA_MESSAGES.documentMissing(DOCUMENT_TYPE_LABELS.voidedCheck)],
    });
    const other = await submit({ merchantId: SHARED });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ merchantId: [CTA_MESSAGES.merchantMismatch] });
  });

  it('answers 422 when no CTA applies to the caller (audited)', async () => {
    const res = await submit({ merchantId: M });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_message).toBe(CTA_MESSAGES.noCta);
    const [audit] = await t.database.query<{ outcome: string }>(
      `select outcome from audit_log where action = 'cta-submit' order by id desc limit 1`,
    );
    expect(audit?.outcome).toBe('failure');
  });
});

describe('POST /merchants/:id/cta: documents by type', () => {
  beforeEach(async () => {
    await assign(await makeCta({ documents: ['voidedCheck', 'contactId'] }));
  });
  const docs = (voidedCheck: string, contactId: string) => ({
    merchantId: M,
    ctaDocumentsRequested: [
      { documentTypeId: DOCUMENT_TYPE_IDS.voidedCheck, fileId: voidedCheck },
      { documentTypeId: DOCUMENT_TYPE_IDS.contactId, fileId: contactId },
    ],
  });

  it('refuses a file uploaded for another document type', async () => {
    const res = await submit(docs(await fileFor(M, 'contactId'), await fileFor(M, 'contactId')));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'ctaDocumentsRequested.0.fileId': [
        CTA_MESSAGES.documentFileWrongType(DOCUMENT_TYPE_LABELS.voidedCheck),
      ],
    });
  });

  it('refuses a removed file and another merchant’s file as unknown', async () => {
    const res = await submit(
      docs(await fileFor(M, 'voidedCheck', true), await fileFor(SHARED, 'contactId')),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'ctaDocumentsRequested.0.fileId': [CTA_MESSAGES.documentFileUnknown],
      'ctaDocumentsRequested.1.fileId': [CTA_MESSAGES.documentFileUnknown],
    });
  });

  it('refuses a type not requested and a type sent twice', async () => {
    const check = await fileFor(M, 'voidedCheck');
    const res = await submit({
      merchantId: M,
      ctaDocumentsRequested: [
        { documentTypeId: DOCUMENT_TYPE_IDS.voidedCheck, fileId: check },
        { documentTypeId: DOCUMENT_TYPE_IDS.voidedCheck, fileId: check },
        { documentTypeId: DOCUMENT_TYPE_IDS.w9IrsForm, fileId: await fileFor(M, 'w9IrsForm') },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'ctaDocumentsRequested.1.documentTypeId': [CTA_MESSAGES.documentDuplicate],
      'ctaDocumentsRequested.2.documentTypeId': [CTA_MESSAGES.documentNotRequested],
      ctaDocumentsRequested: [CTA_MESSAGES.documentMissing(DOCUMENT_TYPE_LABELS.contactId)],
    });
  });
});

describe('POST /merchants/:id/cta: completion', () => {
  it('stores business and identity (SSN sealed), attaches documents, completes and writes history, once per key', async () => {
    const ctaId = await makeCta({
      categories: ['business', 'identity'],
      documents: ['voidedCheck', 'contactId'],
    });
    await assign(ctaId);
    await t.database.query(
      `insert into merchant_contacts (merchant_id, type, first_name, last_name, ssn_last_4, date_of_birth)
       values ($1, 'Beneficial Owner/Officer', 'Old', 'Name', '1111', '1970-01-01')`,
      [M],
    );
    const check = await fileFor(M, 'voidedCheck');
    const photo = await fileFor(M, 'contactId');
    const payload = {
      merchantId: M,
      business,
      identity,
      ctaDocumentsRequested: [
        { documentTypeId: 10, fileId: check },
        { documentTypeId: 1, fileId: photo },
      ],
    };
    const key = randomUUID();
    const res = await submit(payload, { key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ completed: true, documentsSubmitted: true });

    const [m] = await t.database.query<Record<string, string>>(
      'select business_ein, business_legal_name, business_address1, business_address2, business_zip from merchants where id = $1',
      [M],
    );
    expect(m).toEqual({
      business_ein: '931234567',
      business_legal_name: business.businessLegalName,
      business_address1: business.businessAddress1,
      business_address2: business.businessAddress2,
      business_zip: business.businessZip,
    });
    const owners = await t.database.query<Record<string, string>>(
      `select first_name, date_of_birth::text as dob, ssn_last_4, ssn_encrypted from merchant_contacts
        where merchant_id = $1 and type = 'Beneficial Owner/Officer'`,
      [M],
    );
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({
      first_name: 'Olivia',
      dob: '1980-04-12',
      ssn_last_4: '6789',
    });
    expect(owners[0]?.ssn_encrypted).not.toContain('512346789');
    expect(cipher.decrypt(String(owners[0]?.ssn_encrypted))).toBe('512346789');

    const docs = await t.database.query<Record<string, string>>(
      'select document_type, file_id, status from documents where merchant_id = $1 order by document_type',
      [M],
    );
    expect(docs).toEqual([
      { document_type: 'contactId', file_id: photo, status: 'submitted' },
      { document_type: 'voidedCheck', file_id: check, status: 'submitted' },
    ]);
    const [submission] = await t.database.query<Record<string, unknown>>(
      'select identity, ssn_encrypted, documents from cta_submissions where cta_id = $1',
      [ctaId],
    );
    expect(submission?.identity).not.toHaveProperty('contactSsn');
    expect(cipher.decrypt(String(submission?.ssn_encrypted))).toBe('512346789');
    expect(submission?.documents).toEqual([
      { documentTypeId: 10, fileId: check },
      { documentTypeId: 1, fileId: photo },
    ]);
    const [assignment] = await t.database.query<{ completed_at: Date | null }>(
      'select completed_at from cta_assignments where cta_id = $1',
      [ctaId],
    );
    expect(assignment?.completed_at).not.toBeNull();

    const history = await t.database.query<Record<string, string>>(
      `select grouping, field, old_value, new_value, changed_by_email from merchant_change_history
        where merchant_id = $1 order by id`,
      [M],
    );
    const byField = Object.fromEntries(history.map((h) => [h.field, h]));
    expect(byField.business_legal_name).toMatchObject({
      grouping: 'General',
      old_value: 'Driftwood Books & Co.',
      new_value: business.businessLegalName,
      changed_by_email: 'owner@paydesk.test',
    });
    expect(byField.owner_first_name).toMatchObject({
      grouping: 'Contact',
      old_value: 'Old',
      new_value: 'Olivia',
    });
    expect(byField.owner_ssn).toMatchObject({ old_value: '***-**-1111', new_value: '***-**-6789' });
    expect(byField.owner_date_of_birth).toMatchObject({
      old_value: '1970-01-01',
      new_value: '1980-04-12',
    });
    const everything = JSON.stringify(
      await t.database.query(
        `select (select json_agg(h) from merchant_change_history h) as h,
                (select json_agg(a) from audit_log a) as a`,
      ),
    );
    expect(everything).not.toContain('512346789');
    expect(everything).not.toContain('512-34-6789');

    // Replayed with the same key: the same answer, nothing written twice.
    const again = await submit(payload, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from cta_submissions where cta_id = $1',
      [ctaId],
    );
    expect(count?.n).toBe(1);
    // Done: the CTA no longer shows, and a new key finds nothing to answer.
    expect((await getCta()).json().data).toBeNull();
    expect((await submit(payload)).statusCode).toBe(422);
  });

  it('adds a beneficial owner when the account has none', async () => {
    await assign(await makeCta({ categories: ['identity'] }));
    const res = await submit({
      merchantId: M,
      identity: { ...identity, contactCountry: 'GBR', contactState: 'OR', contactZip: 'EC1A 1BB' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [made] = await t.database.query<Record<string, string>>(
      `select first_name, state, country_id from merchant_contacts where merchant_id = $1 and type = 'Beneficial Owner/Officer'`,
      [M],
    );
    expect(made).toEqual({ first_name: 'Olivia', state: '', country_id: 'GBR' });
  });

  it('completes a CTA that asks for nothing with the merchant id alone (Okay)', async () => {
    const ctaId = await makeCta();
    await assign(ctaId);
    const res = await submit({ merchantId: M });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ completed: true, documentsSubmitted: false });
    expect((await getCta()).json().data).toBeNull();
  });
});

describe('POST /merchants/:id/cta/dismiss', () => {
  const dismiss = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/merchants/${M}/cta/dismiss`,
      headers: { ...owner.headers, 'idempotency-key': randomUUID() },
    });

  it('dismisses only a CTA that can be dismissed', async () => {
    await assign(await makeCta({ canBeDismissed: false }));
    const refused = await dismiss();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(CTA_MESSAGES.notDismissible);
    await t.database.query('delete from cta_assignments');
    await assign(await makeCta({ canBeDismissed: true }));
    const res = await dismiss();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dismissed: true });
    expect((await getCta()).json().data).toBeNull();
    expect((await dismiss()).statusCode).toBe(422);
  });
});

import { randomUUID } from 'node:crypto';
import { APPLICATION_MESSAGES } from '@paydesk/domain/applications';
import { CTA_MESSAGES } from '@paydesk/domain/cta';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNVERIFIED_MESSAGE } from '../../../src/modules/identity/sign-in.service';
import { seedIdentity, testClock } from '../../support/identity';
import { multipartBody } from '../../support/multipart';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let app: FastifyInstance;
const clock = testClock();
const PASSWORD = 'Apply!Paydesk2026';

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  app = t.app;
  await seedIdentity(t.database);
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { 'idempotency-key': randomUUID(), ...headers },
  });

async function outboxTo(email: string) {
  const res = await app.inject('/api/dev/outbox');
  return (res.json().data as { to: string; subject: string; text: string }[]).filter(
    (m) => m.to === email,
  );
}

async function start(email: string) {
  const res = await post('/api/merchant-applications/start', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(APPLICATION_MESSAGES.started);
  const [mail] = await outboxTo(email.toLowerCase());
  const link = /\/verify-merchant-application\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(
    mail?.text ?? '',
  );
  if (!link?.[1] || !link[2]) throw new Error(`no application link e-mailed to ${email}`);
  return { key: link[1], token: link[2] };
}

interface Applicant {
  token: string;
  headers: { authorization: string };
}

async function applicant(email = `applicant-${randomUUID()}@example.com`): Promise<Applicant> {
  const { key, token } = await start(email);
  const res = await post(`/api/merchant-applications/${token}/validate`, { key });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().applicationToken).toBe(token);
  return { token, headers: { authorization: `Bearer ${res.json().idToken}` } };
}

const business = (ein = '271234567') => ({
  step: 'business',
  data: {
    businessLegalName: 'Lovelace Engines LLC',
    dba: 'Lovelace Engines',
    businessType: 'O',
    businessEin: ein,
    businessPhone: '(212) 555-0182',
    websiteUrl: 'https://lovelace.example.com',
    businessAddress1: '12 Analytical Way',
    suite: 'Suite 4',
    businessCity: 'New York',
    businessState: 'NY',
    businessZip: '10001',
    businessCountry: 'USA',
    partnerName: 'Babbage Partners',
    partnerContactName: 'Charles Babbage',
  },
});
const owner = (ssn = '219-09-9991') => ({
  step: 'owner',
  data: {
    ownerFirstName: 'Ada',
    ownerLastName: 'Lovelace',
    ownerEmail: 'ada@example.com',
    ownerPhone: '2125550100',
    ownerDob: '12/10/1985',
    ownerSsn: ssn,
    ownerAddress1: '1 Home Street',
    ownerAddress2: '',
    ownerCity: 'Brooklyn',
    ownerState: 'NY',
    ownerZip: '11201',
    ownerCountry: 'USA',
  },
});
const bank = {
  step: 'bank',
  data: {
    bankName: 'First Bank',
    bankAccountType: 'checking',
    accountNumber: '000123456789',
    routingNumber: '021000021',
  },
};

async function upload(a: Applicant, type = 'voidedCheck') {
  const body = multipartBody([
    { name: 'type', value: type },
    {
      name: 'file',
      filename: 'voided-check.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/merchant-applications/${a.token}/documents`,
    payload: body.payload,
    headers: { ...body.headers, ...a.headers, 'idempotency-key': randomUUID() },
  });
}

async function completeSteps(a: Applicant, ein: string) {
  for (const step of [business(ein), owner(), bank]) {
    const res = await post(`/api/merchant-applications/${a.token}`, step, a.headers);
    expect(res.statusCode, res.body).toBe(200);
  }
  const file = await upload(a);
  expect(file.statusCode, file.body).toBe(200);
  const res = await post(
    `/api/merchant-applications/${a.token}`,
    {
      step: 'documents',
      data: { documents: [{ fileId: file.json().fileId, type: 'voidedCheck' }] },
    },
    a.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().currentStep).toBe(5);
}

const profileOf = async (a: Applicant) => {
  const res = await app.inject({ url: '/api/users/info', headers: a.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('start and the e-mailed link', () => {
  it('a new e-mail gets an applicant, a draft application and a link', async () => {
    const email = `new-${randomUUID()}@example.com`;
    const { token } = await start(email);
    const [user] = await t.database.query<{ application_tokens: string[]; groups: string[] }>(
      'select application_tokens, groups from users where email = $1',
      [email],
    );
    expect(user?.application_tokens).toEqual([token]);
    expect(user?.groups[0]).toBe('mp_user');
    const [row] = await t.database.query<{ status: string }>(
      'select status from merchant_applications where token = $1',
      [token],
    );
    expect(row?.status).toBe('draft');
  });

  it('an e-mail already in the pool answers the same message and is sent a note, no application', async () => {
    const before = await t.database.query('select id from merchant_applications');
    const res = await post('/api/merchant-applications/start', {
      firstName: 'Olive',
      lastName: 'Owner',
      email: 'OWNER@paydesk.test',
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(APPLICATION_MESSAGES.started);
    const mails = await outboxTo('owner@paydesk.test');
    expect(mails[0]?.subject).toBe('You already have a Paydesk account');
    expect(mails[0]?.text).not.toMatch(/verify-merchant-application/);
    expect(await t.database.query('select id from merchant_applications')).toHaveLength(
      before.length,
    );
  });

  it('the applicant signs in only after opening the link; applying again before that mails a fresh link', async () => {
    const email = `unverified-${randomUUID()}@example.com`;
    const signIn = () => post('/api/auth/sign-in', { email, password: PASSWORD });
    const { token } = await start(email);
    const refused = await signIn();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error_message).toBe(UNVERIFIED_MESSAGE);

    // Someone applies again with this address (another password): the same application gets
    // a new link, and that password is not taken.
    const again = await post('/api/merchant-applications/start', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: `${PASSWORD}x`,
    });
    expect(again.json().message).toBe(APPLICATION_MESSAGES.started);
    const mails = await outboxTo(email);
    expect(mails).toHaveLength(2);
    const link = /\/verify-merchant-application\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(
      mails[1]?.text ?? '',
    );
    expect(link?.[2]).toBe(token);
    expect(
      await t.database.query('select id from merchant_applications where token = $1', [token]),
    ).toHaveLength(1);

    const validated = await post(`/api/merchant-applications/${token}/validate`, {
      key: link?.[1],
    });
    expect(validated.statusCode, validated.body).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
  });

  it('refuses a weak password with the rules, under password', async () => {
    const res = await post('/api/merchant-applications/start', {
      firstName: 'Weak',
      lastName: 'Password',
      email: `weak-${randomUUID()}@example.com`,
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toContain('Must contain at least 12 characters.');
  });

  it('a bad key, a key of another token, a used key and an expired key are refused with their message', async () => {
    const { key, token } = await start(`keys-${randomUUID()}@example.com`);
    const other = await start(`keys-${randomUUID()}@example.com`);
    const validate = (tok: string, k: string) =>
      post(`/api/merchant-applications/${tok}/validate`, { key: k });

    const bad = await validate(token, 'not-the-key');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message).toBe(APPLICATION_MESSAGES.keyUnknown);
    const crossed = await validate(other.token, key);
    expect(crossed.json().error_message).toBe(APPLICATION_MESSAGES.keyUnknown);

    const ok = await validate(token, key);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ applicationToken: token });
    const used = await validate(token, key);
    expect(used.statusCode).toBe(400);
    expect(used.json().error_message).toBe(APPLICATION_MESSAGES.keyUsed);

    clock.advanceMinutes(25 * 60);
    const expired = await validate(other.token, other.key);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error_message).toBe(APPLICATION_MESSAGES.keyExpired);
  });

  it('the signed-in applicant has the token in the profile and no merchants', async () => {
    const a = await applicant();
    const data = await profileOf(a);
    expect(data.profile.applicationTokens).toEqual([a.token]);
    expect(data.merchants).toEqual([]);
    const list = await app.inject({ url: '/api/merchant-applications', headers: a.headers });
    expect(list.json().data.map((x: { token: string }) => x.token)).toEqual([a.token]);
    // The name and e-mail typed on /start pre-fill the owner step.
    expect(list.json().data[0].values).toMatchObject({ ownerFirstName: 'Ada' });
  });
});

describe('steps', () => {
  it('validates each step with the field messages', async () => {
    const a = await applicant();
    const url = `/api/merchant-applications/${a.token}`;
    const badBusiness = await post(
      url,
      {
        step: 'business',
        data: { ...business().data, businessEin: '12-34', businessZip: 'ABCDE' },
      },
      a.headers,
    );
    expect(badBusiness.statusCode).toBe(400);
    expect(badBusiness.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    expect(badBusiness.json().errors['data.businessEin']).toEqual([CTA_MESSAGES.taxIdDigits]);
    expect(badBusiness.json().errors['data.businessZip']).toEqual([CTA_MESSAGES.postalCodeInvalid]);

    const poBox = await post(
      url,
      { step: 'business', data: { ...business().data, businessAddress1: 'P.O. Box 12' } },
      a.headers,
    );
    expect(poBox.json().errors['data.businessAddress1']).toEqual([CTA_MESSAGES.poBox]);

    const badSsn = await post(url, owner('123-45-6789'), a.headers);
    expect(badSsn.json().errors['data.ownerSsn']).toEqual([CTA_MESSAGES.ssnInvalid]);
    const noSsn = await post(url, owner(''), a.headers);
    expect(noSsn.statusCode).toBe(400);
    expect(noSsn.json().errors['data.ownerSsn']).toEqual([APPLICATION_MESSAGES.ssnRequired]);
    const badDob = await post(
      url,
      { step: 'owner', data: { ...owner().data, ownerDob: '02/30/1990' } },
      a.headers,
    );
    expect(badDob.json().errors['data.ownerDob']).toEqual([CTA_MESSAGES.dobFormat]);

    const shortAccount = await post(
      url,
      { step: 'bank', data: { ...bank.data, accountNumber: '123' } },
      a.headers,
    );
    expect(shortAccount.json().errors['data.accountNumber']).toEqual([
      'Account number must be 4 to 17 digits',
    ]);
  });

  it('saves a step, moves on, and answers only the last fours of the secrets, which are encrypted', async () => {
    const a = await applicant();
    const url = `/api/merchant-applications/${a.token}`;
    const saved = await post(url, business(), a.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ currentStep: 2, businessName: 'Lovelace Engines' });
    expect(saved.json().values.businessEin).toBe('271234567');

    const withSsn = await post(url, owner('219-09-9991'), a.headers);
    expect(withSsn.json().ssnLast4).toBe('9991');
    const withBank = await post(url, bank, a.headers);
    expect(withBank.json()).toMatchObject({
      currentStep: 4,
      accountNumberLastFour: '6789',
      routingNumberLastFour: '0021',
    });
    for (const body of [withSsn.body, withBank.body]) {
      expect(body).not.toContain('219099991');
      expect(body).not.toContain('000123456789');
      expect(body).not.toContain('021000021');
    }
    const [row] = await t.database.query<Record<string, string>>(
      `select ssn_encrypted, bank_account_number_encrypted, bank_routing_number_encrypted, data::text as data
         from merchant_applications where token = $1`,
      [a.token],
    );
    expect(row?.ssn_encrypted).toMatch(/^v1:/);
    expect(row?.bank_account_number_encrypted).toMatch(/^v1:/);
    expect(row?.bank_routing_number_encrypted).toMatch(/^v1:/);
    expect(row?.data).not.toMatch(/219099991|000123456789|021000021/);

    // An empty secret keeps the one on file.
    const again = await post(
      url,
      { step: 'owner', data: { ...owner().data, ownerSsn: '' } },
      a.headers,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().ssnLast4).toBe('9991');

    const read = await app.inject({ url, headers: a.headers });
    expect(read.json().values).toMatchObject({ ownerDob: '12/10/1985', bankName: 'First Bank' });
    expect(read.body).not.toContain('219099991');
  });

  it('keeps a draft as typed (known fields only; a secret once valid) without moving the step', async () => {
    const a = await applicant();
    const res = await post(
      `/api/merchant-applications/${a.token}/draft`,
      {
        step: 'owner',
        values: { ownerFirstName: 'Ad', ownerDob: '12/1', ownerSsn: '219-09-9', isAdmin: 'yes' },
      },
      a.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().currentStep).toBe(1);
    expect(res.json().values).toMatchObject({ ownerFirstName: 'Ad', ownerDob: '12/1' });
    expect(res.json().values.isAdmin).toBeUndefined();
    expect(res.json().ssnLast4).toBeNull();
    const complete = await post(
      `/api/merchant-applications/${a.token}/draft`,
      { step: 'owner', values: { ownerSsn: '219-09-9991' } },
      a.headers,
    );
    expect(complete.json().ssnLast4).toBe('9991');
  });

  it("another user's token is not found, and a replayed save answers the first answer", async () => {
    const a = await applicant();
    const b = await applicant();
    const url = `/api/merchant-applications/${a.token}`;
    expect((await app.inject({ url, headers: b.headers })).statusCode).toBe(404);
    const foreign = await post(url, business(), b.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error_message).toBe(APPLICATION_MESSAGES.notFound);
    expect((await post(`${url}/submit`, {}, b.headers)).statusCode).toBe(404);
    expect((await upload({ token: a.token, headers: b.headers })).statusCode).toBe(404);

    const key = randomUUID();
    const first = await post(url, business(), { ...a.headers, 'idempotency-key': key });
    const replay = await post(url, business(), { ...a.headers, 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
  });

  it('a document must be a PDF or an image and the applicant own upload', async () => {
    const a = await applicant();
    const body = multipartBody([
      { name: 'type', value: 'voidedCheck' },
      { name: 'file', filename: 'x.txt', contentType: 'text/plain', data: Buffer.from('hello') },
    ]);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/merchant-applications/${a.token}/documents`,
      payload: body.payload,
      headers: { ...body.headers, ...a.headers, 'idempotency-key': randomUUID() },
    });
    expect(refused.statusCode).toBe(422);
    const b = await applicant();
    const theirs = await upload(b);
    const res = await post(
      `/api/merchant-applications/${a.token}`,
      {
        step: 'documents',
        data: { documents: [{ fileId: theirs.json().fileId, type: 'voidedCheck' }] },
      },
      a.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['data.documents']).toEqual([APPLICATION_MESSAGES.documentUnknown]);
  });
});

describe('submit', () => {
  it('an incomplete application is refused', async () => {
    const a = await applicant();
    await post(`/api/merchant-applications/${a.token}`, business(), a.headers);
    const res = await post(`/api/merchant-applications/${a.token}/submit`, {}, a.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().error_message).toBe(APPLICATION_MESSAGES.notReady);
  });

  it('approved opens a merchant account the applicant administers and can open', async () => {
    const a = await applicant();
    await completeSteps(a, '271234567');
    const res = await post(`/api/merchant-applications/${a.token}/submit`, {}, a.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', decisionMessage: null });
    const merchantId = res.json().merchantId as number;
    expect(merchantId).toBeGreaterThan(0);

    const data = await profileOf(a);
    expect(data.profile.isMerchantAdmin).toBe(true);
    expect(data.profile.applicationTokens).toEqual([]);
    expect(data.merchants.map((m: { id: number }) => m.id)).toEqual([merchantId]);
    const merchant = await app.inject({ url: `/api/merchants/${merchantId}`, headers: a.headers });
    expect(merchant.statusCode, merchant.body).toBe(200);
    expect(merchant.json()).toMatchObject({
      businessCommonName: 'Lovelace Engines',
      businessLegalName: 'Lovelace Engines LLC',
    });
    const [stored] = await t.database.query<Record<string, unknown>>(
      `select m.bank_account_number_last_four, m.business_ein, c.ssn_last_4, um.is_admin,
              (select count(*)::int from files f where f.merchant_id = m.id) as files
         from merchants m join merchant_contacts c on c.merchant_id = m.id
         join user_merchants um on um.merchant_id = m.id
        where m.id = $1`,
      [merchantId],
    );
    expect(stored).toMatchObject({
      bank_account_number_last_four: '6789',
      business_ein: '271234567',
      ssn_last_4: '9991',
      is_admin: true,
      files: 1,
    });
    const edit = await post(`/api/merchant-applications/${a.token}`, business(), a.headers);
    expect(edit.statusCode).toBe(422);
    expect(edit.json().error_message).toBe(APPLICATION_MESSAGES.notEditable);
  });

  it('more information needed sets additionalInfoStatus until the answer, then it is approved', async () => {
    const a = await applicant();
    await completeSteps(a, '271230000');
    const res = await post(`/api/merchant-applications/${a.token}/submit`, {}, a.headers);
    expect(res.json()).toMatchObject({ status: 'more-info-needed', merchantId: null });
    expect(res.json().decisionMessage).toMatch(/describe what your business sells/);
    let data = await profileOf(a);
    expect(data.profile.additionalInfoStatus).toBe('pending');
    expect(data.profile.applicationTokens).toEqual([a.token]);

    const empty = await post(
      `/api/merchant-applications/${a.token}/more-info`,
      { answer: ' ' },
      a.headers,
    );
    expect(empty.statusCode).toBe(400);
    const answered = await post(
      `/api/merchant-applications/${a.token}/more-info`,
      { answer: 'We sell hand-made engines online, paid by card.' },
      a.headers,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().status).toBe('approved');
    data = await profileOf(a);
    expect(data.profile.additionalInfoStatus).toBeNull();
    expect(data.merchants).toHaveLength(1);
    const again = await post(
      `/api/merchant-applications/${a.token}/more-info`,
      { answer: 'Again' },
      a.headers,
    );
    expect(again.statusCode).toBe(422);
  });

  it('declined keeps the reason and opens nothing', async () => {
    const a = await applicant();
    await completeSteps(a, '271239999');
    const res = await post(`/api/merchant-applications/${a.token}/submit`, {}, a.headers);
    expect(res.json()).toMatchObject({ status: 'declined', merchantId: null });
    expect(res.json().decisionMessage).toMatch(/could not be verified/);
    const data = await profileOf(a);
    expect(data.merchants).toEqual([]);
    expect(data.profile.applicationTokens).toEqual([]);
  });

  it('a signed-in user starts another application, whose token joins the profile', async () => {
    const a = await applicant();
    const res = await post('/api/merchant-applications', {}, a.headers);
    expect(res.statusCode, res.body).toBe(201);
    const data = await profileOf(a);
    expect(data.profile.applicationTokens).toEqual([a.token, res.json().token]);
  });
});

import { randomBytes } from 'node:crypto';
import {
  APPLICATION_MESSAGES,
  type ApplicationStart,
  type ApplicationStatus,
  type MerchantApplication,
  type SaveApplicationStep,
  STEP_FIELDS,
  stepNumber,
} from '@paydesk/domain/applications';
import {
  isAccountNumber,
  isInvalidSsn,
  isRoutingNumber,
  usDateToIso,
} from '@paydesk/domain/field-checks';
import type { Database } from '../../db/client';
import { type Actor, recordAudit, recordSuccess, refuseAttempt } from '../../platform/audit';
import { AppError, NotFound, Refused, ValidationFailed } from '../../platform/errors';
import { assertAcceptablePassword, hashPassword } from '../../platform/passwords';
import type { RequestOrigin } from '../../platform/request-origin';
import type { SharedDependencies } from '../../platform/shared-dependencies';
import { hashSecret, newOpaqueToken } from '../../platform/tokens';
import type { ApplicationReviewResult } from '../../processors/processor-port';
import { checkMerchantBankAccount } from '../admin-bank-watch/bank-watch-matching.service';
import {
  consumeCode,
  findCodeByHash,
  findUserByEmail,
  findUserById,
  insertOneTimeCode,
} from '../identity/identity-records.service';
import { sealBankAccount } from '../merchants/merchant-bank-account.service';
import {
  type ApplicationRow,
  addApplicationToken,
  applicantFile,
  applicationOf,
  applicationsOf,
  assignFilesToMerchant,
  insertApplicant,
  insertApplication,
  markEmailVerified,
  openMerchant,
  removeApplicationToken,
  setAdditionalInfoStatus,
  updateApplication,
} from './applications.repository';

/**
 * Merchant applications (docs/applications.md): the applicant's start and e-mailed link, the
 * steps saved as they go (secrets encrypted), the processor's review and its outcomes.
 */

export type ApplicationDeps = Pick<
  SharedDependencies,
  'database' | 'mailer' | 'clock' | 'config' | 'tokenKey' | 'cipher' | 'processors'
>;

/** How long the e-mailed link works. */
export const VERIFY_KEY_HOURS = 24;
/** New merchant accounts are opened on the newer processor (id 3), Active (part 2 §4: 1). */
const NEW_MERCHANT_PROCESSOR = { processorId: 3 } as const;
const APPROVED_MERCHANT_STATUS = 1;

interface StoredData {
  values: Record<string, string>;
  documents: { fileId: string; type: 'voidedCheck' | 'bankStatements'; name: string }[];
  moreInfoAnswer?: string;
}

const storedData = (row: ApplicationRow): StoredData => {
  const data = row.data as Partial<StoredData>;
  return {
    values: { ...(data.values ?? {}) },
    documents: [...(data.documents ?? [])],
    ...(data.moreInfoAnswer ? { moreInfoAnswer: data.moreInfoAnswer } : {}),
  };
};

export const newApplicationToken = () => randomBytes(16).toString('base64url');

export function toApplication(row: ApplicationRow): MerchantApplication {
  const data = storedData(row);
  return {
    token: row.token,
    status: row.status,
    currentStep: row.currentStep,
    values: data.values,
    documents: data.documents,
    ssnLast4: row.ssnLast4,
    accountNumberLastFour: row.bankAccountNumberLastFour,
    routingNumberLastFour: row.bankRoutingNumberLastFour,
    decisionMessage: row.decisionMessage,
    merchantId: row.merchantId,
    businessName: data.values.dba || data.values.businessLegalName || '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

/**
 * /start: a new applicant (a pool user without merchants) with a draft application, and the
 * e-mailed link. An e-mail already in the pool gets a note to sign in instead; both answer the
 * same message, so the form tells nobody which addresses have accounts.
 */
export async function startApplication(
  tx: Database,
  deps: ApplicationDeps,
  body: ApplicationStart,
  origin: RequestOrigin,
): Promise<{ message: string }> {
  const email = body.email.toLowerCase();
  const now = deps.clock.now();
  try {
    await assertAcceptablePassword(body.password);
  } catch (error) {
    if (error instanceof AppError && error.fieldErrors?.newPassword) {
      throw new ValidationFailed({ password: error.fieldErrors.newPassword });
    }
    throw error;
  }
  const existing = await findUserByEmail(tx, email);
  const pendingToken =
    existing?.emailVerifiedAt === null ? existing.applicationTokens[0] : undefined;
  if (existing && pendingToken) {
    // Applied before and never opened the link: a fresh link to the same application (the
    // password typed now is not taken: whoever typed it has not shown the address is theirs).
    await mailVerifyLink(tx, deps, existing, pendingToken, now);
    await recordAudit(tx, {
      action: 'application-start',
      outcome: 'success',
      userId: existing.id,
      email,
      ip: origin.ip,
      details: { applicationToken: pendingToken, resent: true },
    });
    return { message: APPLICATION_MESSAGES.started };
  }
  if (existing) {
    await deps.mailer.send(
      {
        to: existing.email,
        subject: 'You already have a Paydesk account',
        text:
          `Hello ${existing.firstName},\n\nSomeone (hopefully you) asked to apply for a merchant account with this ` +
          `e-mail address, which already has a Paydesk sign-in.\nSign in at ${deps.config.publicUrl}/login and ` +
          `choose Apply to start an application.\n\nIf this was not you, you can ignore this e-mail.\n`,
      },
      tx,
    );
    await recordAudit(tx, {
      action: 'application-start',
      outcome: 'failure',
      email,
      ip: origin.ip,
      details: { reason: 'e-mail already registered' },
    });
    return { message: APPLICATION_MESSAGES.started };
  }
  const token = newApplicationToken();
  const user = await insertApplicant(tx, {
    email,
    firstName: body.firstName,
    lastName: body.lastName,
    passwordHash: await hashPassword(body.password),
    applicationToken: token,
  });
  await insertApplication(tx, {
    token,
    userId: user.id,
    at: now,
    data: {
      values: { ownerFirstName: body.firstName, ownerLastName: body.lastName, ownerEmail: email },
      documents: [],
    },
  });
  await mailVerifyLink(tx, deps, { id: user.id, email, firstName: body.firstName }, token, now);
  await recordAudit(tx, {
    action: 'application-start',
    outcome: 'success',
    userId: user.id,
    email,
    ip: origin.ip,
    details: { applicationToken: token },
  });
  return { message: APPLICATION_MESSAGES.started };
}

/** A new single-use link to the application, mailed to the applicant (24 hours). */
async function mailVerifyLink(
  tx: Database,
  deps: ApplicationDeps,
  user: { id: number; email: string; firstName: string },
  token: string,
  now: Date,
): Promise<void> {
  const key = newOpaqueToken();
  await insertOneTimeCode(tx, {
    purpose: 'application-verify',
    userId: user.id,
    codeHash: hashSecret(key),
    expiresAt: new Date(now.getTime() + VERIFY_KEY_HOURS * 3_600_000),
    data: { applicationToken: token },
  });
  await deps.mailer.send(
    {
      to: user.email,
      subject: 'Continue your Paydesk merchant application',
      text:
        `Hello ${user.firstName},\n\nThank you for applying for a Paydesk merchant account.\n` +
        `Open this link to confirm your e-mail address and continue your application:\n` +
        `${deps.config.publicUrl}/verify-merchant-application/${key}/${token}\n\n` +
        `The link works once, for ${VERIFY_KEY_HOURS} hours. Your application token is ${token}: quote it ` +
        'if you contact support.\n',
    },
    tx,
  );
}

/**
 * The e-mailed link: the key must be the token's, unused and live. Answers the applicant,
 * whom the caller signs in.
 */
export async function useVerifyKey(
  db: Database,
  deps: Pick<ApplicationDeps, 'clock'>,
  token: string,
  key: string,
  origin: RequestOrigin,
) {
  const now = deps.clock.now();
  const code = await findCodeByHash(db, 'application-verify', hashSecret(key));
  const refuse = async (message: string, reason: string, userId: number | null = null) => {
    await recordAudit(db, {
      action: 'application-verify',
      outcome: 'failure',
      userId,
      ip: origin.ip,
      details: { reason },
    });
    return new AppError(400, message);
  };
  if (!code || code.data?.applicationToken !== token) {
    throw await refuse(APPLICATION_MESSAGES.keyUnknown, 'unknown key');
  }
  if (code.usedAt) throw await refuse(APPLICATION_MESSAGES.keyUsed, 'used', code.userId);
  if (code.expiresAt <= now)
    throw await refuse(APPLICATION_MESSAGES.keyExpired, 'expired', code.userId);
  const user = await findUserById(db, code.userId);
  if (!user?.enabled || !(await consumeCode(db, code.id, now))) {
    throw await refuse(APPLICATION_MESSAGES.keyUsed, 'used', code.userId);
  }
  await markEmailVerified(db, user.id, now);
  await recordAudit(db, {
    action: 'application-verify',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    ip: origin.ip,
    details: { applicationToken: token },
  });
  return user;
}

export async function listApplications(db: Database, userId: number) {
  return { data: (await applicationsOf(db, userId)).map(toApplication) };
}

async function ownApplication(db: Database, userId: number, token: string, lock = false) {
  const row = await applicationOf(db, userId, token, { lock });
  if (!row) throw new NotFound(APPLICATION_MESSAGES.notFound);
  return row;
}

/** The caller's application while it may still change (a draft); 422 otherwise. */
export async function editableApplicationOf(db: Database, userId: number, token: string) {
  const row = await ownApplication(db, userId, token);
  if (row.status !== 'draft') throw new Refused(APPLICATION_MESSAGES.notEditable);
  return row;
}

export async function getApplication(db: Database, userId: number, token: string) {
  return toApplication(await ownApplication(db, userId, token));
}

/** Another application for a signed-in user (its token joins applicationTokens). */
export async function createApplication(tx: Database, deps: ApplicationDeps, actor: Actor) {
  const user = await findUserById(tx, actor.userId);
  const token = newApplicationToken();
  const row = await insertApplication(tx, {
    token,
    userId: actor.userId,
    at: deps.clock.now(),
    data: {
      values: user
        ? { ownerFirstName: user.firstName, ownerLastName: user.lastName, ownerEmail: user.email }
        : {},
      documents: [],
    },
  });
  await addApplicationToken(tx, actor.userId, token);
  await recordSuccess(tx, actor, {
    action: 'application-create',
    details: { applicationToken: token },
  });
  return toApplication(row);
}

/** The row, locked, while it may still change (draft); a refusal otherwise. */
async function editableApplication(
  tx: Database,
  actor: Actor,
  token: string,
  action: 'application-save',
) {
  const row = await ownApplication(tx, actor.userId, token, true);
  if (row.status !== 'draft') {
    await refuseAttempt(
      tx,
      actor,
      { action, details: { applicationToken: token } },
      APPLICATION_MESSAGES.notEditable,
    );
  }
  return row;
}

type Secrets = Pick<
  ApplicationRow,
  | 'ssnEncrypted'
  | 'ssnLast4'
  | 'bankAccountNumberEncrypted'
  | 'bankAccountNumberLastFour'
  | 'bankRoutingNumberEncrypted'
  | 'bankRoutingNumberLastFour'
>;

/** A typed secret, encrypted, with its last four; nothing for ''. */
function sealSecrets(
  deps: Pick<ApplicationDeps, 'cipher'>,
  typed: { ownerSsn?: string; accountNumber?: string; routingNumber?: string },
): Partial<Secrets> {
  const sealed: Partial<Secrets> = {};
  if (typed.ownerSsn) {
    sealed.ssnEncrypted = deps.cipher.encrypt(typed.ownerSsn);
    sealed.ssnLast4 = typed.ownerSsn.slice(-4);
  }
  if (typed.accountNumber) {
    sealed.bankAccountNumberEncrypted = deps.cipher.encrypt(typed.accountNumber);
    sealed.bankAccountNumberLastFour = typed.accountNumber.slice(-4);
  }
  if (typed.routingNumber) {
    sealed.bankRoutingNumberEncrypted = deps.cipher.encrypt(typed.routingNumber);
    sealed.bankRoutingNumberLastFour = typed.routingNumber.slice(-4);
  }
  return sealed;
}

/** Saves one validated step and moves the application on to the next. */
export async function saveStep(
  tx: Database,
  deps: ApplicationDeps,
  actor: Actor,
  token: string,
  body: SaveApplicationStep,
): Promise<MerchantApplication> {
  const row = await editableApplication(tx, actor, token, 'application-save');
  const data = storedData(row);
  let secrets: Partial<Secrets> = {};
  if (body.step === 'documents') {
    const documents: StoredData['documents'] = [];
    for (const document of body.data.documents) {
      const file = await applicantFile(tx, actor.userId, document.fileId);
      if (!file)
        throw new ValidationFailed({ 'data.documents': [APPLICATION_MESSAGES.documentUnknown] });
      documents.push({ fileId: file.id, type: document.type, name: file.name });
    }
    data.documents = documents;
  } else {
    const { ownerSsn, accountNumber, routingNumber, ...values } = body.data as Record<
      string,
      string
    >;
    const missing: Record<string, string[]> = {};
    if (body.step === 'owner' && !ownerSsn && !row.ssnEncrypted)
      missing['data.ownerSsn'] = [APPLICATION_MESSAGES.ssnRequired];
    if (body.step === 'bank' && !accountNumber && !row.bankAccountNumberEncrypted)
      missing['data.accountNumber'] = [APPLICATION_MESSAGES.accountNumberRequired];
    if (body.step === 'bank' && !routingNumber && !row.bankRoutingNumberEncrypted)
      missing['data.routingNumber'] = [APPLICATION_MESSAGES.routingNumberRequired];
    if (Object.keys(missing).length > 0) throw new ValidationFailed(missing);
    secrets = sealSecrets(deps, { ownerSsn, accountNumber, routingNumber });
    Object.assign(data.values, values);
  }
  const updated = await updateApplication(tx, row.id, {
    ...secrets,
    data: { ...data },
    currentStep: Math.max(row.currentStep, stepNumber(body.step) + 1),
    updatedAt: deps.clock.now(),
  });
  await recordSuccess(tx, actor, {
    action: 'application-save',
    details: { applicationToken: token, step: body.step },
  });
  return toApplication(updated);
}

/** Keeps a step's typing so far: its known fields only, secrets once valid. */
export async function saveDraft(
  tx: Database,
  deps: ApplicationDeps,
  actor: Actor,
  token: string,
  body: { step: 'business' | 'owner' | 'bank'; values: Record<string, string> },
): Promise<MerchantApplication> {
  const row = await editableApplication(tx, actor, token, 'application-save');
  const data = storedData(row);
  const known: readonly string[] = STEP_FIELDS[body.step];
  for (const [name, value] of Object.entries(body.values)) {
    if (known.includes(name)) data.values[name] = value;
  }
  const digits = (name: string) => (body.values[name] ?? '').replace(/[\s-]/g, '');
  const ssn = body.step === 'owner' ? digits('ownerSsn') : '';
  const account = body.step === 'bank' ? digits('accountNumber') : '';
  const routing = body.step === 'bank' ? digits('routingNumber') : '';
  const secrets = sealSecrets(deps, {
    ownerSsn: /^\d{9}$/.test(ssn) && !isInvalidSsn(ssn) ? ssn : '',
    accountNumber: isAccountNumber(account) ? account : '',
    routingNumber: isRoutingNumber(routing) ? routing : '',
  });
  const updated = await updateApplication(tx, row.id, {
    ...secrets,
    data: { ...data },
    updatedAt: deps.clock.now(),
  });
  return toApplication(updated);
}

/** Every step saved: the values, the secrets and a document. */
function isComplete(row: ApplicationRow): boolean {
  const data = storedData(row);
  return (
    row.currentStep >= stepNumber('review') &&
    row.ssnEncrypted !== null &&
    row.bankAccountNumberEncrypted !== null &&
    row.bankRoutingNumberEncrypted !== null &&
    data.documents.length > 0 &&
    Boolean(data.values.businessEin)
  );
}

/** Submits the application to the processor's review and applies its decision. */
export async function submitApplication(
  tx: Database,
  deps: ApplicationDeps,
  actor: Actor,
  token: string,
): Promise<MerchantApplication> {
  const row = await ownApplication(tx, actor.userId, token, true);
  const attempt = { action: 'application-submit' as const, details: { applicationToken: token } };
  if (row.status !== 'draft')
    await refuseAttempt(tx, actor, attempt, APPLICATION_MESSAGES.notEditable);
  if (!isComplete(row)) await refuseAttempt(tx, actor, attempt, APPLICATION_MESSAGES.notReady);
  const review = await deps.processors.processorFor(NEW_MERCHANT_PROCESSOR).reviewApplication({
    businessEin: storedData(row).values.businessEin ?? '',
    moreInfoAnswered: false,
  });
  const decided = await applyDecision(tx, deps, actor, row, review, {
    submittedAt: deps.clock.now(),
  });
  await recordSuccess(tx, actor, {
    action: 'application-submit',
    details: { applicationToken: token, decision: review.decision, merchantId: decided.merchantId },
  });
  return toApplication(decided);
}

/** The answer to the processor's question; it reviews the application again. */
export async function answerMoreInfo(
  tx: Database,
  deps: ApplicationDeps,
  actor: Actor,
  token: string,
  answer: string,
): Promise<MerchantApplication> {
  const row = await ownApplication(tx, actor.userId, token, true);
  const attempt = {
    action: 'application-more-info' as const,
    details: { applicationToken: token },
  };
  if (row.status !== 'more-info-needed')
    await refuseAttempt(tx, actor, attempt, APPLICATION_MESSAGES.noMoreInfoAsked);
  const data = storedData(row);
  const answered = await updateApplication(tx, row.id, {
    data: { ...data, moreInfoAnswer: answer },
    status: 'submitted',
    updatedAt: deps.clock.now(),
  });
  const review = await deps.processors
    .processorFor(NEW_MERCHANT_PROCESSOR)
    .reviewApplication({ businessEin: data.values.businessEin ?? '', moreInfoAnswered: true });
  const decided = await applyDecision(tx, deps, actor, answered, review, {});
  await recordSuccess(tx, actor, {
    action: 'application-more-info',
    details: { applicationToken: token, decision: review.decision, merchantId: decided.merchantId },
  });
  return toApplication(decided);
}

/**
 * The processor's decision: approved opens the merchant account (the applicant its merchant
 * admin; the uploads move to it); more information sets the profile's additionalInfoStatus to
 * pending (the entry rule sends the applicant to /apply); declined keeps the reason. A decided
 * application leaves the profile's applicationTokens.
 */
async function applyDecision(
  tx: Database,
  deps: ApplicationDeps,
  actor: Actor,
  row: ApplicationRow,
  review: ApplicationReviewResult,
  extra: { submittedAt?: Date },
): Promise<ApplicationRow> {
  const now = deps.clock.now();
  const status: ApplicationStatus = review.decision;
  let merchantId: number | null = null;
  if (review.decision === 'approved') {
    merchantId = await openAccount(tx, deps, row);
    // The new account's bank numbers against the bank watch list, in this transaction.
    await checkMerchantBankAccount(tx, deps, { merchantId, actor, at: now });
  }
  if (review.decision === 'more-info-needed') {
    await setAdditionalInfoStatus(tx, row.userId, 'pending');
  } else {
    await setAdditionalInfoStatus(tx, row.userId, null);
    await removeApplicationToken(tx, row.userId, row.token);
  }
  return updateApplication(tx, row.id, {
    status,
    decisionMessage: review.message,
    merchantId,
    decidedAt: review.decision === 'more-info-needed' ? null : now,
    updatedAt: now,
    ...extra,
  });
}

/** The application's sealed number, opened again (to be sealed with its fingerprint on the account). */
function openedNumber(deps: Pick<ApplicationDeps, 'cipher'>, sealed: string | null) {
  return sealed === null ? undefined : deps.cipher.decrypt(sealed);
}

async function openAccount(
  tx: Database,
  deps: Pick<ApplicationDeps, 'clock' | 'cipher'>,
  row: ApplicationRow,
): Promise<number> {
  const { values: v, documents } = storedData(row);
  const country = v.businessCountry || 'USA';
  const merchantId = await openMerchant(
    tx,
    row.userId,
    {
      status: APPROVED_MERCHANT_STATUS,
      businessCommonName: v.dba || v.businessLegalName || '',
      businessLegalName: v.businessLegalName || '',
      businessType: (['NP', 'I', 'O'] as const).find((t) => t === v.businessType) ?? 'O',
      businessEin: v.businessEin || '',
      businessPhone: v.businessPhone || '',
      businessAddress1: v.businessAddress1 || '',
      businessAddress2: v.suite || '',
      businessCity: v.businessCity || '',
      businessState: v.businessState || '',
      businessZip: v.businessZip || '',
      businessCountry: country,
      bankName: v.bankName || '',
      bankAccountType: v.bankAccountType === 'savings' ? 'savings' : 'checking',
      bankAccountNumberEncrypted: row.bankAccountNumberEncrypted,
      bankAccountNumberLastFour: row.bankAccountNumberLastFour,
      bankRoutingNumberEncrypted: row.bankRoutingNumberEncrypted,
      bankRoutingNumberLastFour: row.bankRoutingNumberLastFour,
      ...sealBankAccount(deps.cipher, {
        accountNumber: openedNumber(deps, row.bankAccountNumberEncrypted),
        routingNumber: openedNumber(deps, row.bankRoutingNumberEncrypted),
      }),
      accountCreateDate: deps.clock.now().toISOString().slice(0, 10),
    },
    {
      firstName: v.ownerFirstName || '',
      lastName: v.ownerLastName || '',
      email: v.ownerEmail || null,
      phone: v.ownerPhone || null,
      address1: v.ownerAddress1 || '',
      address2: v.ownerAddress2 || '',
      city: v.ownerCity || '',
      state: v.ownerState || '',
      postalCode: v.ownerZip || '',
      countryId: v.ownerCountry || 'USA',
      dateOfBirth: v.ownerDob ? usDateToIso(v.ownerDob) : null,
      ssnEncrypted: row.ssnEncrypted,
      ssnLast4: row.ssnLast4,
    },
  );
  await assignFilesToMerchant(
    tx,
    row.userId,
    documents.map((d) => d.fileId),
    merchantId,
  );
  return merchantId;
}

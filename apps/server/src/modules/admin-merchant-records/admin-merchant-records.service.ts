import type { Readable } from 'node:stream';
import {
  type AdminMerchantBanking,
  type AdminMerchantContact,
  type AdminMerchantContacts,
  type AdminMerchantDocument,
  type AdminMerchantNotifications,
  type AdminMerchantUser,
  type AdminMerchantUserAssignment,
  type BankAccountReveal,
  type DocumentSent,
  type FullSsn,
  formatSsn,
  NOTIFICATION_TYPES,
  type NotificationSettingKey,
  type NotificationType,
  notificationSettingsOf,
  parseDocumentTypeFilter,
  RECORDS_MESSAGES,
} from '@paydesk/domain/admin-merchant-records';
import {
  DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPE_LABELS,
  documentTypeNameOf,
} from '@paydesk/domain/cta-rules';
import type { DocumentTypeName } from '@paydesk/domain/file-purposes';
import { maskedLastFour } from '@paydesk/domain/merchant-detail-fields';
import type { UpdateBankingDetails } from '@paydesk/domain/merchant-details';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, sqlQuery } from '../../db/client';
import { type Actor, recordSuccess } from '../../platform/audit';
import type { FieldCipher } from '../../platform/encryption';
import { NotFound, Refused } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { MERCHANT_NOT_FOUND_MESSAGE } from '../../platform/route-merchant';
import { checkMerchantBankAccount } from '../admin-bank-watch/bank-watch-matching.service';
import type { FileDeps } from '../files/files.service';
import { openFile, removeFile } from '../files/files.service';
import {
  changeMerchantFields,
  lockMerchantRow,
  type MerchantRow,
} from '../merchants/merchant-admin-changes.service';
import {
  BANK_FINGERPRINT_COLUMNS,
  sealBankAccount,
} from '../merchants/merchant-bank-account.service';
import { mailBankingChange } from '../merchants/merchant-details.service';
import { recordMerchantChanges } from '../merchants/merchant-history.service';
import { removeTeamUser } from '../team/team.service';
import {
  type ContactRow,
  contactOf,
  contactsOf,
  type DocumentListRow,
  deleteDocumentRow,
  deleteSubscription,
  documentFileId,
  documentOf,
  documentsOf,
  insertSubscription,
  merchantOf,
  primaryContactOf,
  removedUsersOf,
  subscriptionsOf,
  usersOf,
} from './admin-merchant-records.repository';

/**
 * The profile's records (part 2 §2 Contact, Banking, Users, Notifications, Documents): the
 * rules. Full SSNs and account numbers leave only through the two reveals, each audited
 * without the number; every change is one transaction with its audit row, and the changes of
 * merchant columns go through changeMerchantFields (history, audit, cache).
 */

export interface RecordsDeps {
  cipher: FieldCipher;
  mailer: Mailer;
  clock: { now: () => Date };
  config: { publicUrl: string };
}

async function merchantOrNotFound(db: Database, merchantId: number): Promise<MerchantRow> {
  const row = await merchantOf(db, merchantId);
  if (!row) throw new NotFound(MERCHANT_NOT_FOUND_MESSAGE);
  return row;
}

/** The stored secret's plain text, or null when there is none or it cannot be read. */
function opened(cipher: FieldCipher, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return cipher.decrypt(sealed);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Contact

function toContact(row: ContactRow): AdminMerchantContact {
  return {
    id: row.id,
    type: row.type,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    countryId: row.countryId,
    dateOfBirth: row.dateOfBirth,
    ssnLast4: row.ssnLast4,
    hasSsn: row.ssnEncrypted !== null && row.ssnEncrypted !== '',
    ownershipPercent: row.ownershipPercent === null ? null : Number(row.ownershipPercent),
  };
}

/** GET /admin/merchants/{id}/contacts. */
export async function merchantContacts(
  db: Database,
  merchantId: number,
): Promise<AdminMerchantContacts> {
  await merchantOrNotFound(db, merchantId);
  const rows = await contactsOf(db, merchantId);
  const primary = rows.find((row) => row.type === 'Primary Contact');
  return {
    primaryContact: primary ? toContact(primary) : null,
    owners: rows.filter((row) => row.type === 'Beneficial Owner/Officer').map(toContact),
  };
}

/**
 * GET /admin/merchants/{id}/full-ssn: the contact's SSN decrypted, and an audit row naming
 * the merchant and the contact (never the number). 404 for another merchant's contact.
 */
export async function revealFullSsn(
  db: Database,
  deps: Pick<RecordsDeps, 'cipher'>,
  input: { merchantId: number; contactId: number; actor: Actor },
): Promise<FullSsn> {
  await merchantOrNotFound(db, input.merchantId);
  const contact = await contactOf(db, input.merchantId, input.contactId);
  if (!contact) throw new NotFound(RECORDS_MESSAGES.contactNotFound);
  const ssn = opened(deps.cipher, contact.ssnEncrypted);
  if (!ssn) throw new Refused(RECORDS_MESSAGES.noSsn);
  await recordSuccess(db, input.actor, {
    action: 'merchant-full-ssn-view',
    details: { merchantId: input.merchantId, merchantContactId: contact.id },
  });
  return { merchantContactId: contact.id, ssn: formatSsn(ssn) };
}

// ---------------------------------------------------------------------------------------------
// Banking

function toBanking(m: MerchantRow): AdminMerchantBanking {
  return {
    bankName: m.bankName ?? '',
    bankAccountType: m.bankAccountType,
    bankAccountOwnershipType: m.bankAccountOwnershipType,
    bankAccountNumberLastFour: m.bankAccountNumberLastFour,
    bankRoutingNumberLastFour: m.bankRoutingNumberLastFour,
    hasBankAccountNumber: Boolean(m.bankAccountNumberEncrypted),
    payoutFrequency: m.payoutFrequency,
    payoutAnchor: m.payoutAnchor,
  };
}

/** GET /admin/merchants/{id}/banking: the numbers as their last fours. */
export async function merchantBanking(
  db: Database,
  merchantId: number,
): Promise<AdminMerchantBanking> {
  return toBanking(await merchantOrNotFound(db, merchantId));
}

/** GET /admin/merchants/{id}/bank-account: the full account number, audited (never logged). */
export async function revealBankAccount(
  db: Database,
  deps: Pick<RecordsDeps, 'cipher'>,
  input: { merchantId: number; actor: Actor },
): Promise<BankAccountReveal> {
  const m = await merchantOrNotFound(db, input.merchantId);
  const number = opened(deps.cipher, m.bankAccountNumberEncrypted);
  if (!number) throw new Refused(RECORDS_MESSAGES.noBankAccount);
  await recordSuccess(db, input.actor, {
    action: 'merchant-bank-account-view',
    details: { merchantId: m.id, bankAccountNumberLastFour: m.bankAccountNumberLastFour },
  });
  return { bankAccountNumber: number };
}

/**
 * POST /admin/merchants/{id}/banking-info: My Account's bank information rules (its schema)
 * through changeMerchantFields: the numbers encrypted with their last fours, written only
 * when they differ from the stored ones; history grouping Banking (numbers as 'changed', last
 * fours masked); and, when anything changed, the banking-update e-mail.
 */
export async function updateBankingInfo(
  tx: Database,
  deps: RecordsDeps,
  input: { merchantId: number; actor: Actor; body: UpdateBankingDetails },
): Promise<AdminMerchantBanking> {
  const { body, actor } = input;
  const before = await lockMerchantRow(tx, input.merchantId);
  const accountChanged =
    opened(deps.cipher, before.bankAccountNumberEncrypted) !== body.bankAccountNumber;
  const routingChanged =
    opened(deps.cipher, before.bankRoutingNumberEncrypted) !== body.bankRoutingNumber;
  const now = deps.clock.now();
  const masked = { text: (value: unknown) => maskedLastFour((value as string | null) ?? null) };
  const result = await changeMerchantFields(tx, {
    merchantId: before.id,
    actor,
    at: now,
    grouping: 'Banking',
    auditAction: 'merchant-banking-update',
    values: {
      bankName: body.bankName || null,
      bankAccountType: body.bankAccountType,
      bankAccountOwnershipType: body.bankAccountOwnershipType,
      ...sealBankAccount(deps.cipher, {
        accountNumber: accountChanged ? body.bankAccountNumber : undefined,
        routingNumber: routingChanged ? body.bankRoutingNumber : undefined,
      }),
    },
    history: {
      bankAccountNumberEncrypted: { field: 'bank_account_number' },
      bankRoutingNumberEncrypted: { field: 'bank_routing_number' },
      bankAccountNumberLastFour: { field: 'bank_account_number_last_four', ...masked },
      bankRoutingNumberLastFour: { field: 'bank_routing_number_last_four', ...masked },
    },
    secret: ['bankAccountNumberEncrypted', 'bankRoutingNumberEncrypted'],
    derived: BANK_FINGERPRINT_COLUMNS,
  });
  if (accountChanged || routingChanged)
    await checkMerchantBankAccount(tx, deps, { merchantId: before.id, actor, at: now });
  if (result.changed.length > 0) await mailBankingChange(tx, deps.mailer, result.after, actor, now);
  return toBanking(result.after);
}

// ---------------------------------------------------------------------------------------------
// Users

/** GET /admin/merchants/{id}/users. */
export async function merchantUsers(
  db: Database,
  merchantId: number,
): Promise<{ data: AdminMerchantUser[] }> {
  await merchantOrNotFound(db, merchantId);
  const rows = await usersOf(sqlQuery(db), merchantId);
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      firstname: row.first_name,
      lastname: row.last_name,
      email: row.email,
      phone: row.phone,
      lastLogin: row.last_login,
      access: Number(row.access) === 1 ? 1 : 0,
      isAdmin: row.is_admin,
      enabled: row.enabled,
    })),
  };
}

/** GET /admin/merchants/{id}/merchantusers: assigned users, then those removed since. */
export async function merchantUserAssignments(
  db: Database,
  merchantId: number,
): Promise<{ data: AdminMerchantUserAssignment[] }> {
  await merchantOrNotFound(db, merchantId);
  const run = sqlQuery(db);
  const [current, removed] = await Promise.all([
    usersOf(run, merchantId),
    removedUsersOf(run, merchantId),
  ]);
  return {
    data: [
      ...current.map((row) => ({
        id: Number(row.id),
        firstname: row.first_name,
        lastname: row.last_name,
        email: row.email,
        assigned: true,
        isAdmin: row.is_admin,
        removedAt: null,
        removedBy: null,
      })),
      ...removed.map((row) => ({
        id: Number(row.user_id),
        firstname: row.first_name ?? '',
        lastname: row.last_name ?? '',
        email: row.email ?? '',
        assigned: false,
        isAdmin: row.is_admin,
        removedAt: row.removed_at,
        removedBy: row.removed_by,
      })),
    ],
  };
}

/**
 * DELETE /v2/admin/users/{userId}/fromMerchant/{merchantId}: the Team screen's removal (its
 * last-merchant-admin rule and message, its `team-remove` audit row that the users history
 * reads), and the back office's own audit row.
 */
export async function unassignUser(
  tx: Database,
  input: { merchantId: number; userId: number; actor: Actor },
): Promise<undefined> {
  const merchant = await lockMerchantRow(tx, input.merchantId);
  await removeTeamUser(tx, merchant, input.actor, input.userId);
  await recordSuccess(tx, input.actor, {
    action: 'merchant-user-unassign',
    details: { merchantId: merchant.id, userId: input.userId },
  });
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Notifications

async function notificationsOf(db: Database, m: MerchantRow): Promise<AdminMerchantNotifications> {
  const rows = await subscriptionsOf(db, m.id);
  const subscriptions = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [
      type,
      rows.filter((row) => row.type === type).map((row) => row.email),
    ]),
  ) as AdminMerchantNotifications['subscriptions'];
  return { settings: notificationSettingsOf(m.notificationSettings), subscriptions };
}

/** GET /admin/merchants/{id}/notifications. */
export async function merchantNotifications(
  db: Database,
  merchantId: number,
): Promise<AdminMerchantNotifications> {
  return notificationsOf(db, await merchantOrNotFound(db, merchantId));
}

/**
 * The four toggles: one key of merchants.notification_settings through changeMerchantFields
 * (Miscellaneous, field notification_settings; nothing written when it already has the value).
 */
export async function setNotificationSetting(
  tx: Database,
  deps: Pick<RecordsDeps, 'clock'>,
  input: { merchantId: number; actor: Actor; key: NotificationSettingKey; enabled: boolean },
): Promise<AdminMerchantNotifications> {
  const before = await lockMerchantRow(tx, input.merchantId);
  const settings = { ...notificationSettingsOf(before.notificationSettings) };
  settings[input.key] = input.enabled;
  const stored = { ...(before.notificationSettings ?? {}), ...settings };
  const result = await changeMerchantFields(tx, {
    merchantId: before.id,
    actor: input.actor,
    at: deps.clock.now(),
    grouping: 'Miscellaneous',
    auditAction: 'merchant-notifications-update',
    auditDetails: { setting: input.key, enabled: input.enabled },
    values: { notificationSettings: stored },
    history: { notificationSettings: { field: 'notification_settings' } },
  });
  return notificationsOf(tx, result.after);
}

const listText = (emails: readonly string[]) => (emails.length > 0 ? emails.join(', ') : null);

/**
 * Adds or removes one address of a type: a history row and an audit row when it changed;
 * adding one already there or removing one not there changes nothing (idempotent).
 */
export async function changeSubscription(
  tx: Database,
  deps: Pick<RecordsDeps, 'clock'>,
  input: {
    merchantId: number;
    actor: Actor;
    type: NotificationType;
    email: string;
    action: 'add' | 'remove';
  },
): Promise<AdminMerchantNotifications> {
  const m = await lockMerchantRow(tx, input.merchantId);
  const before = (await notificationsOf(tx, m)).subscriptions[input.type];
  const changed =
    input.action === 'add'
      ? await insertSubscription(tx, m.id, input.type, input.email)
      : await deleteSubscription(tx, m.id, input.type, input.email);
  const after = await notificationsOf(tx, m);
  if (!changed) return after;
  const now = deps.clock.now();
  await recordMerchantChanges(tx, {
    merchantId: m.id,
    actor: input.actor,
    at: now,
    grouping: 'Miscellaneous',
    changes: [
      {
        field: `${input.type.replace('-', '_')}_notification_emails`,
        oldValue: listText(before),
        newValue: listText(after.subscriptions[input.type]),
      },
    ],
  });
  await recordSuccess(tx, input.actor, {
    action: 'merchant-notifications-update',
    details: {
      merchantId: m.id,
      subscription: input.type,
      [input.action === 'add' ? 'added' : 'removed']: input.email,
    },
  });
  return after;
}

// ---------------------------------------------------------------------------------------------
// Documents

function toDocument(row: DocumentListRow): AdminMerchantDocument {
  return {
    id: row.id,
    documentTypeId: DOCUMENT_TYPE_IDS[row.documentType],
    documentType: row.documentType,
    documentTypeLabel: DOCUMENT_TYPE_LABELS[row.documentType],
    name: row.name,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    hasFile: row.fileId !== null,
    contentType: row.contentType,
    size: row.sizeBytes === null ? null : Number(row.sizeBytes),
  };
}

/** GET /admin/merchants/{id}/documents?document_type=1,2 (invalid entries ignored). */
export async function merchantDocuments(
  db: Database,
  merchantId: number,
  documentType: string | undefined,
): Promise<{ data: AdminMerchantDocument[] }> {
  await merchantOrNotFound(db, merchantId);
  const types = parseDocumentTypeFilter(documentType)
    .map(documentTypeNameOf)
    .filter((name): name is DocumentTypeName => name !== undefined);
  const rows = await documentsOf(db, merchantId, types);
  return { data: rows.map(toDocument) };
}

async function documentOrNotFound(
  db: Database,
  merchantId: number,
  documentId: number,
): Promise<DocumentListRow> {
  await merchantOrNotFound(db, merchantId);
  const row = await documentOf(db, merchantId, documentId);
  if (!row) throw new NotFound(RECORDS_MESSAGES.documentNotFound);
  return row;
}

/** The document's file and its bytes (the files module's streaming read). */
export async function openDocumentFile(
  db: Database,
  deps: FileDeps,
  input: { merchantId: number; documentId: number },
  log: FastifyBaseLogger,
): Promise<{ file: { name: string; contentType: string; size: number }; body: Readable }> {
  const document = await documentOrNotFound(db, input.merchantId, input.documentId);
  if (!document.fileId) throw new NotFound(RECORDS_MESSAGES.documentNoFile);
  return openFile(deps, db, input.merchantId, document.fileId, log);
}

/**
 * POST /admin/merchants/{id}/documents-send/{documentId}: e-mails the primary contact the
 * document's name and type and a link to its file in the merchant portal (no attachment: the
 * mailer sends text), audited with the document and the recipient.
 */
export async function sendDocument(
  tx: Database,
  deps: RecordsDeps,
  input: { merchantId: number; documentId: number; actor: Actor },
): Promise<DocumentSent> {
  const m = await lockMerchantRow(tx, input.merchantId);
  const document = await documentOf(tx, m.id, input.documentId);
  if (!document) throw new NotFound(RECORDS_MESSAGES.documentNotFound);
  if (!document.fileId) throw new Refused(RECORDS_MESSAGES.documentNoFile);
  const contact = await primaryContactOf(tx, m.id);
  const to = contact?.email?.trim().toLowerCase();
  if (!to) throw new Refused(RECORDS_MESSAGES.noPrimaryContactEmail);
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  const link = `${base}/api/merchants/${m.id}/files/${document.fileId}`;
  await deps.mailer.send(
    {
      to,
      merchantId: m.id,
      subject: `Your document from Paydesk: ${document.name}`,
      text:
        `Hello ${contact?.firstName ?? ''},\n\n` +
        `Paydesk support sent you the document "${document.name}" ` +
        `(${DOCUMENT_TYPE_LABELS[document.documentType]}) of ${m.businessCommonName} ` +
        `(merchant ${m.id}).\n\n` +
        `Open it after signing in to Paydesk: ${link}\n\n` +
        'If you did not expect this e-mail, contact Paydesk support.\n',
    },
    tx,
  );
  await recordSuccess(tx, input.actor, {
    action: 'merchant-document-send',
    details: { merchantId: m.id, documentId: document.id, sentTo: to },
  });
  return { documentId: document.id, sentTo: to };
}

/**
 * DELETE /admin/merchants/{id}/documents/{documentId}: the document row deleted and its file
 * removed through the files module (marked deleted, bytes removed after the commit), audited.
 */
export async function deleteDocument(
  tx: Database,
  deps: FileDeps & Pick<RecordsDeps, 'clock'>,
  input: { merchantId: number; documentId: number; actor: Actor },
  log: FastifyBaseLogger,
): Promise<undefined> {
  const m = await lockMerchantRow(tx, input.merchantId);
  const stored = await documentFileId(tx, m.id, input.documentId);
  if (!stored) throw new NotFound(RECORDS_MESSAGES.documentNotFound);
  const live = await documentOf(tx, m.id, input.documentId);
  await deleteDocumentRow(tx, m.id, input.documentId);
  if (live?.fileId) {
    await removeFile(deps, tx, m.id, live.fileId, input.actor, deps.clock.now(), log);
  }
  await recordSuccess(tx, input.actor, {
    action: 'merchant-document-delete',
    details: {
      merchantId: m.id,
      documentId: input.documentId,
      name: live?.name ?? null,
      fileId: live?.fileId ?? null,
    },
  });
  return undefined;
}

import { z } from 'zod';
import { DOCUMENT_TYPE_LABELS, documentTypeNameOf } from './cta-rules';
import { isEmail } from './field-checks';
import { DOCUMENT_TYPE_NAMES } from './file-purposes';
import { idParam, merchantIdParam } from './ids';
import { BANK_ACCOUNT_TYPES, BANK_OWNERSHIP_TYPES } from './merchant-detail-fields';

/**
 * The admin merchant profile's records (part 2 §2 "Contact and Banking", "Users",
 * "Notifications", "Documents"; §7 "Merchant administration"): who the merchant's people are,
 * where its payouts go, who uses its portal, who is e-mailed about what, and its documents.
 * Full SSNs and bank account numbers are answered only by the two audited reveals.
 */

/** How long a revealed SSN or account number stays on screen (then it hides again). */
export const REVEAL_VISIBLE_MS = 30_000;

/** User-visible messages (the spec names none for these calls: Paydesk's). */
export const RECORDS_MESSAGES = {
  contactNotFound: 'This contact does not belong to this merchant.',
  noSsn: 'No SSN is on file for this contact.',
  noBankAccount: 'No bank account number is on file for this merchant.',
  userNotFound: 'This user is not assigned to this merchant.',
  documentNotFound: 'This document does not belong to this merchant.',
  documentNoFile: 'This document has no file attached.',
  noPrimaryContactEmail: "The merchant's primary contact has no e-mail address.",
  emailRequired: 'Please enter an e-mail address.',
  emailInvalid: 'The email is invalid',
  /** Success notices of the tab's actions. */
  bankingUpdated: 'Bank information updated',
  userUnassigned: 'User unassigned from the merchant',
  notificationsUpdated: 'Notification settings updated',
  documentSent: 'Document sent to the primary contact',
  documentDeleted: 'Document deleted',
} as const;

// ---------------------------------------------------------------------------------------------
// Contact

export const CONTACT_TYPES = ['Primary Contact', 'Beneficial Owner/Officer'] as const;

/** A person of the merchant: never the SSN beyond its last four. */
export const adminMerchantContactSchema = z.object({
  id: z.number().int(),
  type: z.enum(CONTACT_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  countryId: z.string(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  ssnLast4: z.string().nullable(),
  /** An encrypted SSN is on file: the Reveal can answer it. */
  hasSsn: z.boolean(),
  /** Percent of ownership (owners), e.g. 51.5. */
  ownershipPercent: z.number().nullable(),
});
export type AdminMerchantContact = z.infer<typeof adminMerchantContactSchema>;

/** GET /admin/merchants/{id}/contacts. */
export const adminMerchantContactsSchema = z
  .object({
    primaryContact: adminMerchantContactSchema.nullable(),
    owners: z.array(adminMerchantContactSchema),
  })
  .meta({ id: 'AdminMerchantContacts' });
export type AdminMerchantContacts = z.infer<typeof adminMerchantContactsSchema>;

/** GET /admin/merchants/{id}/full-ssn?merchantContactId=. */
export const fullSsnQuerySchema = z.object({
  merchantContactId: idParam('merchantContact', 'A contact (owner) of the merchant'),
});

export const fullSsnSchema = z
  .object({
    merchantContactId: z.number().int(),
    /** 123-45-6789. */
    ssn: z.string(),
  })
  .meta({ id: 'AdminMerchantFullSsn' });
export type FullSsn = z.infer<typeof fullSsnSchema>;

/** 123456789 -> 123-45-6789 (other lengths as stored). */
export function formatSsn(ssn: string): string {
  const digits = ssn.replace(/\D/g, '');
  return digits.length === 9
    ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
    : ssn;
}

// ---------------------------------------------------------------------------------------------
// Banking

/** GET /admin/merchants/{id}/banking: numbers as their last four only. */
export const adminMerchantBankingSchema = z
  .object({
    bankName: z.string(),
    bankAccountType: z.enum(BANK_ACCOUNT_TYPES).nullable(),
    bankAccountOwnershipType: z.enum(BANK_OWNERSHIP_TYPES).nullable(),
    bankAccountNumberLastFour: z.string().nullable(),
    bankRoutingNumberLastFour: z.string().nullable(),
    /** An encrypted account number is on file: the Reveal can answer it. */
    hasBankAccountNumber: z.boolean(),
    payoutFrequency: z.enum(['daily', 'weekly', 'monthly']),
    /** monday..friday (weekly), 1..31 (monthly), null (daily). */
    payoutAnchor: z.string().nullable(),
  })
  .meta({ id: 'AdminMerchantBanking' });
export type AdminMerchantBanking = z.infer<typeof adminMerchantBankingSchema>;

/** GET /admin/merchants/{id}/bank-account: the full account number (audited). */
export const bankAccountRevealSchema = z
  .object({ bankAccountNumber: z.string() })
  .meta({ id: 'AdminMerchantBankAccount' });
export type BankAccountReveal = z.infer<typeof bankAccountRevealSchema>;

// ---------------------------------------------------------------------------------------------
// Users

/** A portal user of the merchant (part 2 §3 "Portal user"), with the role on this account. */
export const adminMerchantUserSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** ISO 8601, UTC; null before the first sign-in. */
  lastLogin: z.string().nullable(),
  /** 1: may open the account; 0: access withdrawn. */
  access: z.union([z.literal(0), z.literal(1)]),
  /** A merchant admin of this account (else a merchant user). */
  isAdmin: z.boolean(),
  /** The user's sign-in is enabled (an admin may disable a user everywhere). */
  enabled: z.boolean(),
});
export type AdminMerchantUser = z.infer<typeof adminMerchantUserSchema>;

/** GET /admin/merchants/{id}/users. */
export const adminMerchantUsersSchema = z
  .object({ data: z.array(adminMerchantUserSchema) })
  .meta({ id: 'AdminMerchantUsers' });

/**
 * One row of GET /admin/merchants/{id}/merchantusers: every user ever assigned to the merchant,
 * the current ones and those removed since (from the audit log's team removals), with who
 * removed them and when.
 */
export const adminMerchantUserAssignmentSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  /** Still assigned to the merchant. */
  assigned: z.boolean(),
  /** The role on the account: now (assigned) or when removed. */
  isAdmin: z.boolean(),
  /** ISO 8601, UTC: when the user was last removed; null while assigned. */
  removedAt: z.string().nullable(),
  /** The e-mail of whoever removed the user (an admin or a merchant admin). */
  removedBy: z.string().nullable(),
});
export type AdminMerchantUserAssignment = z.infer<typeof adminMerchantUserAssignmentSchema>;

export const adminMerchantUserAssignmentsSchema = z
  .object({ data: z.array(adminMerchantUserAssignmentSchema) })
  .meta({ id: 'AdminMerchantUserAssignments' });

/** DELETE /v2/admin/users/{userId}/fromMerchant/{merchantId}. */
export const unassignUserParams = z.object({
  userId: idParam('teamMember', 'A user assigned to the merchant'),
  merchantId: merchantIdParam(),
});

// ---------------------------------------------------------------------------------------------
// Notifications

/** The e-mail types a merchant's notifications are about (notification_subscriptions.type). */
export const NOTIFICATION_TYPES = ['dispute', 'failed-payout', 'banking-update'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  dispute: 'Dispute e-mails',
  'failed-payout': 'Failed payout e-mails',
  'banking-update': 'Banking update e-mails',
};

/**
 * The keys of merchants.notification_settings (a missing key is on): one switch per type, and
 * enableNotifications, the switch of all three.
 */
export const NOTIFICATION_SETTING_KEYS = [
  'enableNotifications',
  'disputeNotifications',
  'failedPayoutNotifications',
  'bankingUpdateNotifications',
] as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];
export type NotificationSettings = Record<NotificationSettingKey, boolean>;

export const NOTIFICATION_SETTING_OF_TYPE: Record<NotificationType, NotificationSettingKey> = {
  dispute: 'disputeNotifications',
  'failed-payout': 'failedPayoutNotifications',
  'banking-update': 'bankingUpdateNotifications',
};

export const NOTIFICATION_SETTING_LABELS: Record<NotificationSettingKey, string> = {
  enableNotifications: 'Notifications enabled',
  disputeNotifications: 'Dispute notifications',
  failedPayoutNotifications: 'Failed payout notifications',
  bankingUpdateNotifications: 'Banking update notifications',
};

/** The settings as stored (missing keys on). */
export function notificationSettingsOf(
  stored: Readonly<Record<string, unknown>> | null | undefined,
): NotificationSettings {
  const on = (key: NotificationSettingKey) => stored?.[key] !== false;
  return {
    enableNotifications: on('enableNotifications'),
    disputeNotifications: on('disputeNotifications'),
    failedPayoutNotifications: on('failedPayoutNotifications'),
    bankingUpdateNotifications: on('bankingUpdateNotifications'),
  };
}

/** Whether the merchant's e-mails of a type go out: the type's switch and the master switch. */
export function notificationsEnabled(
  stored: Readonly<Record<string, unknown>> | null | undefined,
  type: NotificationType,
): boolean {
  const settings = notificationSettingsOf(stored);
  return settings.enableNotifications && settings[NOTIFICATION_SETTING_OF_TYPE[type]];
}

/** GET /admin/merchants/{id}/notifications, and the answer of every notification change. */
export const adminMerchantNotificationsSchema = z
  .object({
    settings: z.object({
      enableNotifications: z.boolean(),
      disputeNotifications: z.boolean(),
      failedPayoutNotifications: z.boolean(),
      bankingUpdateNotifications: z.boolean(),
    }),
    /** Per type, the addresses e-mailed (lower-cased, sorted). */
    subscriptions: z.object({
      dispute: z.array(z.string()),
      'failed-payout': z.array(z.string()),
      'banking-update': z.array(z.string()),
    }),
  })
  .meta({ id: 'AdminMerchantNotifications' });
export type AdminMerchantNotifications = z.infer<typeof adminMerchantNotificationsSchema>;

/** The body of the four toggles. */
export const notificationToggleSchema = z
  .object({
    enabled: z.boolean({ error: 'Send enabled: true or false.' }),
  })
  .meta({ id: 'NotificationToggle', examples: [{ enabled: false }, { enabled: true }] });
export type NotificationToggle = z.infer<typeof notificationToggleSchema>;

export const notificationSubscriptionParams = z.object({
  id: merchantIdParam(),
  type: z
    .enum(NOTIFICATION_TYPES, { error: `Use a type from: ${NOTIFICATION_TYPES.join(', ')}` })
    .meta({ description: 'dispute, failed-payout or banking-update' }),
});

const subscriptionEmail = z
  .string({ error: RECORDS_MESSAGES.emailRequired })
  .trim()
  .min(1, RECORDS_MESSAGES.emailRequired)
  .max(254, 'Must be at most 254 characters')
  .transform((value) => value.toLowerCase())
  .refine((value) => isEmail(value), RECORDS_MESSAGES.emailInvalid)
  .meta({ format: 'email', examples: ['payouts@example.com'] });

/** POST .../notifications/subscriptions/{type}. */
export const addSubscriptionSchema = z
  .object({ email: subscriptionEmail })
  .meta({ id: 'AddNotificationSubscription', examples: [{ email: 'payouts@example.com' }] });
export type AddSubscription = z.infer<typeof addSubscriptionSchema>;

/** DELETE .../notifications/subscriptions/{type}?email=. */
export const removeSubscriptionQuerySchema = z.object({ email: subscriptionEmail });

// ---------------------------------------------------------------------------------------------
// Documents

/** Document type ids (1..11, part 1 §3 "Document types" in order) with their labels. */
export const DOCUMENT_TYPE_OPTIONS = DOCUMENT_TYPE_NAMES.map((name, index) => ({
  id: index + 1,
  name,
  label: DOCUMENT_TYPE_LABELS[name],
}));

/**
 * Part 2 §5: the document type filter is a comma list parsed to numbers; invalid entries
 * (not whole numbers, or no known type) are ignored. Duplicates collapse; order kept.
 */
export function parseDocumentTypeFilter(text: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const entry of (text ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!/^\d{1,3}$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (documentTypeNameOf(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

export const documentsQuerySchema = z.object({
  document_type: z
    .string()
    .max(500)
    .optional()
    .meta({
      description:
        'Comma list of document type ids (1 contactId … 11 bankStatements); invalid entries ' +
        'are ignored; none (or none valid) lists every type.',
      examples: ['1,2'],
    }),
});

export const adminMerchantDocumentSchema = z.object({
  id: z.number().int(),
  documentTypeId: z.number().int(),
  documentType: z.enum(DOCUMENT_TYPE_NAMES),
  /** How the type reads ('IRS Form W-9'). */
  documentTypeLabel: z.string(),
  name: z.string(),
  status: z.enum(['requested', 'submitted', 'approved', 'rejected']),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** A live file is attached: it can be downloaded and sent. */
  hasFile: z.boolean(),
  contentType: z.string().nullable(),
  /** Bytes. */
  size: z.number().int().nullable(),
});
export type AdminMerchantDocument = z.infer<typeof adminMerchantDocumentSchema>;

/** GET /admin/merchants/{id}/documents: newest first. */
export const adminMerchantDocumentsSchema = z
  .object({ data: z.array(adminMerchantDocumentSchema) })
  .meta({ id: 'AdminMerchantDocuments' });

export const documentParams = z.object({
  id: merchantIdParam(),
  documentId: idParam('merchantDocument', 'A document of the merchant'),
});

/** POST /admin/merchants/{id}/documents-send/{documentId}: to whom it went. */
export const documentSentSchema = z
  .object({ documentId: z.number().int(), sentTo: z.string() })
  .meta({ id: 'AdminMerchantDocumentSent' });
export type DocumentSent = z.infer<typeof documentSentSchema>;

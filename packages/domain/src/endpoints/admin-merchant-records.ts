import {
  addSubscriptionSchema,
  adminMerchantBankingSchema,
  adminMerchantContactsSchema,
  adminMerchantDocumentsSchema,
  adminMerchantNotificationsSchema,
  adminMerchantUserAssignmentsSchema,
  adminMerchantUsersSchema,
  bankAccountRevealSchema,
  documentParams,
  documentSentSchema,
  documentsQuerySchema,
  fullSsnQuerySchema,
  fullSsnSchema,
  notificationSubscriptionParams,
  notificationToggleSchema,
  removeSubscriptionQuerySchema,
  unassignUserParams,
} from '../admin-merchant-records';
import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { updateBankingDetailsSchema } from '../merchant-details';
import * as route from '../routes/admin-merchant-records';

/**
 * The admin merchant profile's records (part 2 §2 Contact, Banking, Users, Notifications,
 * Documents; §7): reads, the two audited reveals and the edits of those tabs.
 */
const tags = ['admin merchants'];
const sensitive =
  'A sensitive read: needs can-edit-merchant-advanced-info, writes an audit row every time ' +
  '(the merchant and what was revealed, never the number), and is answered with ' +
  '`Cache-Control: no-store`.';
const toggle = (what: string, key: string) =>
  `Turns the merchant's ${what} on or off: \`{enabled}\` written to ` +
  `merchants.notification_settings.${key} (change history: Miscellaneous, field ` +
  'notification_settings, one audit row `merchant-notifications-update`; sending the current ' +
  'value changes nothing). Answers the notifications again.';

export const getMerchantContacts = defineEndpoint({
  ...route.getMerchantContacts,
  tags,
  summary: "The merchant's primary contact and beneficial owners/officers",
  description:
    'Names, e-mail, phone, address, date of birth and the SSN as its last four (`hasSsn`: an ' +
    'encrypted SSN is on file, which the full-ssn reveal answers). Owners in the order added.',
  params: merchantIdParams,
  response: { status: 200, schema: adminMerchantContactsSchema },
  errors: [404],
});

export const getMerchantFullSsn = defineEndpoint({
  ...route.getMerchantFullSsn,
  tags,
  summary: "Reveal a contact's full SSN",
  description:
    `${sensitive} Audit action \`merchant-full-ssn-view\` with the merchant and contact ids. ` +
    '404 for a contact of another merchant; 422 when the contact has no SSN on file.',
  params: merchantIdParams,
  query: fullSsnQuerySchema,
  response: { status: 200, schema: fullSsnSchema },
  errors: [404, 422],
});

export const getMerchantBanking = defineEndpoint({
  ...route.getMerchantBanking,
  tags,
  summary: "The merchant's bank information (numbers masked) and payout schedule",
  params: merchantIdParams,
  response: { status: 200, schema: adminMerchantBankingSchema },
  errors: [404],
});

export const getMerchantBankAccount = defineEndpoint({
  ...route.getMerchantBankAccount,
  tags,
  summary: "Reveal the merchant's full bank account number",
  description: `${sensitive} Audit action \`merchant-bank-account-view\`. 422 when none is on file.`,
  params: merchantIdParams,
  response: { status: 200, schema: bankAccountRevealSchema },
  errors: [404, 422],
});

export const updateMerchantBankingInfo = defineEndpoint({
  ...route.updateMerchantBankingInfo,
  tags,
  summary: "Change the merchant's bank information",
  description:
    "My Account's bank information body and rules (UpdateBankingDetails). Needs " +
    'can-edit-merchant-advanced-info (changing where payouts go is as sensitive as reading the ' +
    'number). The numbers are stored encrypted with their last fours; change history grouping ' +
    'Banking (`bank_account_number` / `bank_routing_number` as "changed", their last fours ' +
    'masked `****1234`), one audit row `merchant-banking-update`, and, when anything changed, ' +
    'the banking-update e-mail to the addresses subscribed to it (unless turned off). ' +
    'Sending the same values changes nothing. Answers the masked bank information.',
  params: merchantIdParams,
  body: updateBankingDetailsSchema,
  response: { status: 200, schema: adminMerchantBankingSchema },
  errors: [404],
});

export const getMerchantUsers = defineEndpoint({
  ...route.getMerchantUsers,
  tags,
  summary: "The merchant's portal users",
  description:
    'The users assigned to the merchant now: name, e-mail, phone, last login, access on this ' +
    'account, merchant admin or user. Merchant admins first, then by name.',
  params: merchantIdParams,
  response: { status: 200, schema: adminMerchantUsersSchema },
  errors: [404],
});

export const getMerchantUserAssignments = defineEndpoint({
  ...route.getMerchantUserAssignments,
  tags,
  summary: 'Every user ever assigned to the merchant, removed ones included',
  description:
    'The current users (`assigned: true`) and the users removed since (from the audit log: ' +
    'team removals and unassigns by merchant admins or staff), each with when and by whom it ' +
    'was last removed. Assigned users first, then the most recently removed.',
  params: merchantIdParams,
  response: { status: 200, schema: adminMerchantUserAssignmentsSchema },
  errors: [404],
});

export const unassignMerchantUser = defineEndpoint({
  ...route.unassignMerchantUser,
  tags,
  summary: 'Unassign a user from a merchant',
  description:
    "Removes the user's membership of the merchant (its permissions and settings there); the " +
    'sign-in and other merchants stay. The last merchant admin with access is refused (422, ' +
    "the Team screen's message). Audited as the Team screen's `team-remove` (so the profile's " +
    'users history shows it) and `merchant-user-unassign`. 404 for a user not assigned to the ' +
    'merchant.',
  params: unassignUserParams,
  response: { status: 204, schema: null },
  errors: [404, 422],
});

export const getMerchantNotifications = defineEndpoint({
  ...route.getMerchantNotifications,
  tags,
  summary: "The merchant's notification settings and who receives each e-mail",
  description:
    'Settings missing from merchants.notification_settings are on. An e-mail of a type goes ' +
    "out only while enableNotifications and the type's switch are both on.",
  params: merchantIdParams,
  response: { status: 200, schema: adminMerchantNotificationsSchema },
  errors: [404],
});

export const setDisputeNotifications = defineEndpoint({
  ...route.setDisputeNotifications,
  tags,
  summary: 'Dispute e-mails on or off',
  description: toggle('dispute e-mails', 'disputeNotifications'),
  params: merchantIdParams,
  body: notificationToggleSchema,
  response: { status: 200, schema: adminMerchantNotificationsSchema },
  errors: [404],
});

export const setFailedPayoutNotifications = defineEndpoint({
  ...route.setFailedPayoutNotifications,
  tags,
  summary: 'Failed-payout e-mails on or off',
  description: toggle('failed-payout e-mails', 'failedPayoutNotifications'),
  params: merchantIdParams,
  body: notificationToggleSchema,
  response: { status: 200, schema: adminMerchantNotificationsSchema },
  errors: [404],
});

export const setBankingUpdateNotifications = defineEndpoint({
  ...route.setBankingUpdateNotifications,
  tags,
  summary: 'Banking-update e-mails on or off',
  description: toggle('banking-update e-mails', 'bankingUpdateNotifications'),
  params: merchantIdParams,
  body: notificationToggleSchema,
  response: { status: 200, schema: adminMerchantNotificationsSchema },
  errors: [404],
});

export const setEnableNotifications = defineEndpoint({
  ...route.setEnableNotifications,
  tags,
  summary: "All of the merchant's notification e-mails on or off",
  description: toggle(
    'notification e-mails of every type (dispute, failed payout, banking update)',
    'enableNotifications',
  ),
  params: merchantIdParams,
  body: notificationToggleSchema,
  response: { status: 200, schema: adminMerchantNotificationsSchema },
  errors: [404],
});

export const addNotificationSubscription = defineEndpoint({
  ...route.addNotificationSubscription,
  tags,
  summary: 'Add an address that receives one type of notification e-mail',
  description:
    'Types: dispute, failed-payout, banking-update. The address is stored lower-cased; adding ' +
    'one already there changes nothing. Audited `merchant-notifications-update`. Answers the ' +
    'notifications again.',
  params: notificationSubscriptionParams,
  body: addSubscriptionSchema,
  response: { status: 200, schema: adminMerchantNotificationsSchema },
  errors: [404],
});

export const removeNotificationSubscription = defineEndpoint({
  ...route.removeNotificationSubscription,
  tags,
  summary: 'Remove an address from one type of notification e-mail',
  description:
    '`email` in the query. Removing an address that does not receive that type changes ' +
    'nothing. Audited `merchant-notifications-update`. Answers the notifications again.',
  params: notificationSubscriptionParams,
  query: removeSubscriptionQuerySchema,
  response: { status: 200, schema: adminMerchantNotificationsSchema },
  errors: [404],
});

export const getMerchantDocuments = defineEndpoint({
  ...route.getMerchantDocuments,
  tags,
  summary: "The merchant's documents, optionally of some types",
  description:
    '`document_type` is a comma list of document type ids (part 2 §5: parsed to numbers, ' +
    'invalid entries ignored; none valid lists every type). Newest first. Needs ' +
    'can-view-documents.',
  params: merchantIdParams,
  query: documentsQuerySchema,
  response: { status: 200, schema: adminMerchantDocumentsSchema },
  errors: [404],
});

export const downloadMerchantDocument = defineEndpoint({
  ...route.downloadMerchantDocument,
  tags,
  summary: "A document's file (as an attachment)",
  description:
    "Streams the document's stored file (the files module's read). 404 for a document of " +
    'another merchant or one without a live file. Needs can-view-documents.',
  params: documentParams,
  response: { status: 200, schema: null, contentType: 'application/octet-stream' },
  errors: [404],
});

export const sendMerchantDocument = defineEndpoint({
  ...route.sendMerchantDocument,
  tags,
  summary: "E-mail a document's link to the merchant's primary contact",
  description:
    "E-mails the primary contact's address the document's name and type and a link to its " +
    'file in the merchant portal (signing in is needed to open it; nothing is attached). 422 ' +
    'when the document has no file or the primary contact no e-mail. Audited ' +
    '`merchant-document-send` (document id and recipient). Needs can-view-documents.',
  params: documentParams,
  response: { status: 200, schema: documentSentSchema },
  errors: [404, 422],
});

export const deleteMerchantDocument = defineEndpoint({
  ...route.deleteMerchantDocument,
  tags,
  summary: 'Delete a document',
  description:
    'Deletes the document and marks its file deleted (the files module removes the bytes after ' +
    'the commit). Audited `merchant-document-delete` (and `file-remove`). Needs ' +
    'can-view-documents.',
  params: documentParams,
  response: { status: 204, schema: null },
  errors: [404],
});

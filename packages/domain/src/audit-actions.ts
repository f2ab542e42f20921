/**
 * Every action the audit log records (apps/server/src/platform/audit.ts writes them; the audit
 * log viewer filters by them). Each group says what its rows' `details` hold: ids, amounts and
 * field names, never card or bank numbers, SSNs, passwords or codes.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'lockout',
  'logout',
  'password-change',
  'password-reset',
  'password-reset-requested',
  'new-password-set',
  'email-change-requested',
  'email-change',
  'token-family-revoked',
  'sessions-revoked',
  'user-migrated',
  'sso-key-issued',
  // Staff two-factor sign-in (modules/identity/two-factor*): the user, `via` (code or
  // recovery code), the reason of a refusal, recovery codes left; never the secret or a code.
  // A reset names the target user (`targetUserId`, `targetEmail`) and the sessions ended.
  'two-factor-enrol',
  'two-factor-confirm',
  'two-factor-challenge-failed',
  'two-factor-recovery-used',
  'two-factor-disable',
  'two-factor-reset',
  'recovery-codes-regenerated',
  // Money actions (modules/transactions): merchant, transaction and amount in `details`,
  // never card or bank numbers.
  'transaction-refund',
  'transaction-void',
  'terminal-payment',
  // Uploaded files (modules/files): merchant, file id, name, size and purpose in `details`,
  // never the contents.
  'file-upload',
  'file-remove',
  // Disputes (modules/disputes): merchant, kind, dispute id and evidence file ids in `details`.
  'dispute-counter',
  'dispute-accept',
  'dispute-status',
  // Customers (modules/customers): merchant and customer ids, and the names of the fields an
  // edit changed, never their values.
  'customer-create',
  'customer-update',
  // Checkout (modules/checkout): merchant and payment link ids, the names of the fields a
  // change saved; a pay-page payment (no user: the payer's IP) with the sale's id and outcome.
  'checkout-settings-update',
  'payment-link-create',
  'payment-link-update',
  'payment-link-activate',
  'payment-link-deactivate',
  'payment-link-share',
  'payment-link-payment',
  // Products and pricing lists (modules/products): merchant, product or pricing list ids, the
  // names of the fields a change saved, item counts.
  'product-create',
  'product-update',
  'product-activate',
  'product-deactivate',
  'pricing-list-create',
  'pricing-list-update',
  'pricing-list-items-replace',
  'pricing-list-delete',
  // Subscriptions (modules/subscriptions): merchant and subscription ids, amounts, dates;
  // the subscriber's own calls (no user: the IP) name the subscription. No card data.
  'subscription-create',
  'subscription-request-cancellation',
  'subscription-stop',
  'subscription-reschedule',
  'subscription-send-link',
  'subscription-subscriber-cancel',
  'subscription-payment-method-update',
  // Call to action (modules/cta): merchant, CTA and submission ids, which blocks and document
  // types were sent and the names of the fields changed; never the SSN.
  'cta-submit',
  'cta-dismiss',
  // Call to Action Manager (modules/admin-ctas): the campaign id and title; create/update the
  // field names set or changed; assign the counts (matched, assigned, already assigned,
  // unknown ids, e-mails) and how (ids, filter with its conditions, csv); unassign and resend
  // the merchant or the counts. The deadline job (no user: e-mail 'cta-deadline') writes
  // cta-reminders (campaign, reminder days, merchant ids), cta-deadline-hold (campaign and the
  // merchant ids held) and cta-deadline-hold-release (merchant, campaign, why: completed,
  // unassigned, deleted).
  'cta-create',
  'cta-update',
  'cta-delete',
  'cta-assign',
  'cta-unassign',
  'cta-resend',
  'cta-reminders',
  'cta-deadline-hold',
  'cta-deadline-hold-release',
  // Team (modules/team): merchant, the user changed (id, e-mail), old and new access, admin
  // role and permissions; the settings' keys, never values.
  'team-invite',
  'team-update',
  'team-remove',
  'user-settings-update',
  // Device pins (modules/devices): merchant, pin id, description and dates; never the PIN.
  'device-pin-create',
  'device-pin-expire',
  // Merchant applications (modules/applications): the application token, the step saved, the
  // processor's decision and the merchant opened; never the SSN or bank numbers.
  'application-start',
  'application-verify',
  'application-create',
  'application-save',
  'application-document-upload',
  'application-submit',
  'application-more-info',
  // My Account (modules/merchants): merchant id, the part edited and the names of the fields
  // it changed (their old and new values are in merchant_change_history, bank numbers masked).
  'merchant-details-update',
  // Back-office account actions (modules/admin-merchant-actions): merchant id, old and new
  // status (and the closure reason), the hold's reason or the new payout frequency and day.
  'merchant-status-change',
  'merchant-funding-hold-place',
  'merchant-funding-hold-release',
  // Processor actions (modules/admin-merchant-actions): merchant id, processors, rate and
  // payout schedule of a revert; the owner id whose data was sent, never the data.
  'merchant-processor-revert',
  'merchant-tos-accept',
  'merchant-beneficial-data-send',
  // Profile records (modules/admin-merchant-records): merchant id and the contact, user or
  // document id; a reveal of a full SSN or bank account number is a sensitive read, recorded
  // without the number.
  'merchant-full-ssn-view',
  'merchant-bank-account-view',
  'merchant-banking-update',
  'merchant-user-unassign',
  'merchant-notifications-update',
  'merchant-document-send',
  'merchant-document-delete',
  // Profile settings (modules/admin-merchant-settings, through merchants'
  // changeMerchantFields): merchant id and the names of the fields changed.
  'merchant-profile-update',
  'merchant-card-brands-update',
  'merchant-limits-update',
  'merchant-settings-update',
  // Misc. and alerts (modules/merchant-alerts, modules/admin-merchant-volume): merchant and
  // alert ids, the alert's type and title; a view of the merchant hash (never the hash).
  'merchant-alert-create',
  'merchant-alert-activate',
  'merchant-alert-deactivate',
  'merchant-alert-delete',
  'merchant-hash-view',
  'merchant-hash-regenerate',
  // The Misc. tab's fields (client, small-dollar transactions) through changeMerchantFields.
  'merchant-misc-update',
  // Scheduled reports (modules/report-schedules): the schedule id, its report path and the
  // names of the fields a change saved.
  'report-schedule-create',
  'report-schedule-update',
  'report-schedule-delete',
  'report-schedule-send-now',
  // Portal users and permissions (modules/admin-users): the target user's id and e-mail
  // (`targetUserId`, `targetEmail`), the key, role or merchant id, and `before` / `after`;
  // never a password.
  'admin-user-create',
  'admin-user-update',
  'admin-user-email',
  'admin-user-enable',
  'admin-user-disable',
  'admin-user-delete',
  'admin-user-reset',
  'permission-grant',
  'permission-revoke',
  'role-grant',
  'role-revoke',
  'user-merchant-access',
  // Partners (modules/admin-partners): the partner id; an edit's old and new values of the
  // fields it changed (the tax id only as its masked last four); a status change's old and new
  // status; a notification address added or removed.
  'partner-create',
  'partner-update',
  'partner-status',
  'partner-notification-add',
  'partner-notification-remove',
  // Rate plans (modules/admin-rates): the rate id, name and processor; a create's fees and
  // partner ids; an update's old and new fees (`before`, `after`: the fields it changed); a
  // link's partner id and `linked`; a conversion's old and new isResidualRate and residualRateId.
  'rate-create',
  'rate-update',
  'rate-link',
  'rate-convert-to-residual',
  // Platform payout (modules/admin-platform-payouts): the payout id, countryCode, fromDate
  // (null: from the first fee), toDate, amountCents, currency and transactionCount; a refusal
  // the countryCode, toDate and currency asked for and the reason.
  'platform-payout',
  // Bank watch list (modules/admin-bank-watch): the entry id, bank name, the routing number's
  // and the account's last fours and whether a full account number is held (never a full
  // number); an update's changed fields; each add, update or remove names the merchants matched
  // (`matched`) and unmatched (`unmatched`) by it. A merchant's bank change that matches or
  // unmatches entries writes `bank-watch-match` with the merchant id and the entry ids.
  'bank-watch-add',
  'bank-watch-update',
  'bank-watch-remove',
  'bank-watch-match',
  // Processor migration (modules/admin-migrations): a start names the run id, merchant count,
  // rate id and payout (a refusal the reason naming the merchant ids); an open (one per row,
  // in the name of the run's admin) the run id, merchant id, migration id and new gateway id,
  // or on failure the processor's reason; a completion the merchant id, changed fields,
  // migration id, run id, rate id and the processors from and to.
  'merchant-migration-start',
  'merchant-migration-open',
  'merchant-migration-complete',
  // Tool runs (modules/tool-runs): the run id, its kind and row counts; an approval or
  // rejection names the approver (the actor) and the run's creator.
  'tool-run-confirm',
  'tool-run-approve',
  'tool-run-reject',
  'tool-run-cancel',
  'tool-run-discard',
  // Bulk operations (modules/admin-bulk-tools): a preview names the run id, the tab's kind, the
  // file name, its size and SHA-256 and the total and invalid rows; each applied row (in the
  // name of the admin who confirmed the run, beside the row's own service audit row) the run id,
  // the row number and the merchant id, with: add-user the user id, e-mail, role and whether
  // the user was created; update-rates the old and new web and mobile rate names and rate ids;
  // update-account-status the old and new status and the closure reason.
  'bulk-preview',
  'bulk-add-user',
  'bulk-update-rates',
  'bulk-update-account-status',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

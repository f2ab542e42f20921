import { DOCUMENT_TYPE_NAMES, type DocumentTypeName } from './file-purposes';

/**
 * The call-to-action form without zod (part 1 §3 "CTA info", §4 "CTA form", §5 "CTA form"):
 * its messages and texts verbatim, who sees a CTA, what it asks for and when its submit button
 * is enabled. The schemas over these are in cta.ts (the form's lazy chunk and the server).
 */

export const CTA_MESSAGES = {
  taxIdRequired: 'You must enter a Tax ID/EIN',
  taxIdDigits: 'Tax ID/EIN must be 9 digits',
  legalNameRequired: 'You must enter a Legal Name',
  addressRequired: 'You must enter an Address',
  poBox: 'This must be a physical address and P.O. Boxes or Paid Addresses are not allowed.',
  cityRequired: 'You must enter a City',
  stateRequired: 'You must enter a State',
  stateUnknown: 'Choose a state from the list',
  countryRequired: 'Choose a country',
  postalCodeRequired: 'You must enter a Postal Code',
  postalCodeInvalid: 'You must enter a valid ZIP/Postal code',
  firstNameRequired: 'You must enter a First Name',
  lastNameRequired: 'You must enter a Last Name',
  dobRequired: 'You must enter a Date of Birth',
  dobFormat: 'Value must be mm/dd/yyyy',
  dobFuture: 'The date of birth cannot be in the future',
  ssnDigits: 'You must enter 9 digits',
  ssnInvalid: 'Invalid format, please enter a valid Social Security Number',
  ssnLast4Required: 'You must enter the last 4 digits of the SSN',
  ssnLast4Digits: 'The last 4 digits of the SSN must be 4 digits',
  ssnLast4Zero: 'The last 4 digits of the SSN cannot be 0000',
  ssnLast4Mismatch: 'The last 4 digits must match the Social Security Number',
  serverError: (message: string) => `Server error: ${message}`,
  // The server's refusals (the form shows them as 'Server error: {error_message}').
  noCta: 'There is no call to action for this account.',
  merchantMismatch: 'The merchant in the form is not the account of this address.',
  businessRequired: 'The business details are required.',
  identityRequired: 'The identity details are required.',
  documentMissing: (label: string) => `Upload the ${label}.`,
  documentNotRequested: 'This document was not requested.',
  documentDuplicate: 'Send each requested document once.',
  documentFileUnknown:
    'The file was not found. It may have been removed; upload the document again.',
  documentFileWrongType: (label: string) => `This file was not uploaded as the ${label}.`,
  notDismissible: 'This call to action cannot be dismissed.',
} as const;

/** The loading texts of the form, by the time after which they show (part 1 §4). */
export const CTA_LOADING_TEXTS = [
  { afterMs: 3_000, text: 'Verifying processor account data' },
  { afterMs: 6_500, text: 'Processing account verification status' },
  { afterMs: 24_000, text: 'Our apologies, this is taking a while' },
] as const;

/** The loading text after `elapsedMs` of fetching or submitting (none in the first 3 s). */
export function ctaLoadingText(elapsedMs: number): string | null {
  let text: string | null = null;
  for (const step of CTA_LOADING_TEXTS) if (elapsedMs >= step.afterMs) text = step.text;
  return text;
}

/** The words of the form (the spec gives the guidance and the review time; the rest is ours). */
export const CTA_TEXTS = {
  businessHeading: 'Business details',
  identityHeading: 'Identity details',
  documentsHeading: 'Documents',
  identityAcknowledgement:
    'I confirm that the business and identity details above are true and complete.',
  documentsAcknowledgement:
    'I confirm that the documents I uploaded are genuine, complete and belong to this business.',
  providerTerms: 'I accept the terms of service of the payment provider.',
  platformTerms: 'I accept the terms of service of Paydesk.',
  bankDocumentGuidance:
    'Upload a full color image (not a photocopy) showing the last four digits of the account number and the business name.',
  submit: 'Submit',
  okay: 'Okay',
  notNow: 'Not now',
  dismiss: 'Dismiss',
  confirmationTitle: 'Documents submitted',
  confirmationBody:
    'Thank you. We received your information and will review it within 3 business days.',
  confirmationClose: 'Close',
} as const;

export const CTA_VIEWERS = [
  'merchant-admin',
  'merchant-user',
  'primary-contact',
  'beneficial-owner',
] as const;
export type CtaViewer = (typeof CTA_VIEWERS)[number];

export const CTA_CATEGORIES = ['business', 'identity'] as const;
export type CtaCategory = (typeof CTA_CATEGORIES)[number];

export const CTA_CONTACT_TYPES = ['Primary Contact', 'Beneficial Owner/Officer'] as const;
export type CtaContactType = (typeof CTA_CONTACT_TYPES)[number];

/** The contact type each contact viewer is matched on (part 1 §4 viewing rules). */
export const CONTACT_TYPE_OF_VIEWER: Partial<Record<CtaViewer, CtaContactType>> = {
  'primary-contact': 'Primary Contact',
  'beneficial-owner': 'Beneficial Owner/Officer',
};

/** The contact types a CTA's viewers name (its cta_settings.contact_types). */
export const contactTypesOf = (viewableBy: readonly CtaViewer[]): CtaContactType[] =>
  CTA_CONTACT_TYPES.filter((type) => viewableBy.some((v) => CONTACT_TYPE_OF_VIEWER[v] === type));

/** What the caller is to the account: the merchant-admin flag, membership and contact types. */
export interface CtaCaller {
  isMerchantAdmin: boolean;
  isMember: boolean;
  contactTypes: readonly string[];
}

/** Whether a CTA viewable by these viewers shows to this caller (part 1 §4, §6). */
export function ctaAppliesTo(viewableBy: readonly CtaViewer[], caller: CtaCaller): boolean {
  return viewableBy.some((viewer) => {
    if (viewer === 'merchant-admin') return caller.isMerchantAdmin;
    if (viewer === 'merchant-user') return caller.isMember;
    const type = CONTACT_TYPE_OF_VIEWER[viewer];
    return type !== undefined && caller.contactTypes.includes(type);
  });
}

/** Document type ids (part 1 §3 "Document types", in the spec's order, from 1). */
export const DOCUMENT_TYPE_IDS = Object.fromEntries(
  DOCUMENT_TYPE_NAMES.map((name, index) => [name, index + 1]),
) as Record<DocumentTypeName, number>;

export const documentTypeNameOf = (id: number): DocumentTypeName | undefined =>
  DOCUMENT_TYPE_NAMES[id - 1];

/** How the form and the messages name each document type. */
export const DOCUMENT_TYPE_LABELS: Record<DocumentTypeName, string> = {
  contactId: 'Photo ID of the contact',
  contactSsn: 'Social Security card',
  beneficialOwnerDocument: 'Beneficial owner document',
  _501c3IrsForm: 'IRS 501(c)(3) determination letter',
  w9IrsForm: 'IRS Form W-9',
  i47cIrsLetter: 'IRS 147C letter',
  ss4ConfirmationLetter: 'SS-4 confirmation letter',
  bodForm: 'Board of directors form',
  meetingMinutes: 'Meeting minutes',
  voidedCheck: 'Voided check',
  bankStatements: 'Bank statement',
};

/** The documents whose upload must show the full-color guidance (part 1 §5). */
export const needsBankDocumentGuidance = (type: DocumentTypeName) =>
  type === 'voidedCheck' || type === 'bankStatements';

/** What a CTA asks for (part 1 §3 "CTA info"). */
export interface CtaRequestsSource {
  cta_cta_categories: readonly { category_name: CtaCategory }[];
  cta_documents_requested: readonly { document_type_name: DocumentTypeName }[];
}

export function ctaRequests(info: CtaRequestsSource) {
  const categories = info.cta_cta_categories.map((c) => c.category_name);
  const business = categories.includes('business');
  const identity = categories.includes('identity');
  const documents = info.cta_documents_requested.length > 0;
  return {
    business,
    identity,
    documents,
    /** Nothing asked: the button reads Okay and sends only the merchant id (part 1 §5). */
    nothing: !business && !identity && !documents,
    /** The documents-submitted confirmation follows the submit (part 1 §4). */
    confirmation: business || identity || documents,
  };
}

/** One requested document's upload as the form holds it. */
export interface CtaUploadState {
  uploaded: boolean;
  errored: boolean;
  deleted: boolean;
}

export interface CtaSubmitState {
  business: boolean;
  identity: boolean;
  termsRequired: boolean;
  identityAcknowledged: boolean;
  documentsAcknowledged: boolean;
  providerTermsAccepted: boolean;
  platformTermsAccepted: boolean;
  /** One per requested document type. */
  documents: readonly CtaUploadState[];
}

/**
 * Part 1 §5: submit is enabled only when the identity acknowledgement is ticked (asked when
 * business or identity details are), the document acknowledgement is ticked (asked when
 * documents are), every requested document is uploaded and neither errored nor deleted, and
 * both terms boxes are ticked when terms are required.
 */
export function canSubmitCta(state: CtaSubmitState): boolean {
  if ((state.business || state.identity) && !state.identityAcknowledged) return false;
  if (state.documents.length > 0) {
    if (!state.documentsAcknowledged) return false;
    if (!state.documents.every((d) => d.uploaded && !d.errored && !d.deleted)) return false;
  }
  if (state.termsRequired && !(state.providerTermsAccepted && state.platformTermsAccepted))
    return false;
  return true;
}

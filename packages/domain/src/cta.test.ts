import { describe, expect, it } from 'vitest';
import { ctaBusinessSchema, ctaFormSchema, ctaIdentitySchema, ctaSubmitSchema } from './cta';
import {
  CTA_LOADING_TEXTS,
  CTA_MESSAGES,
  type CtaSubmitState,
  canSubmitCta,
  contactTypesOf,
  ctaAppliesTo,
  ctaLoadingText,
  ctaRequests,
  DOCUMENT_TYPE_IDS,
  documentTypeNameOf,
  needsBankDocumentGuidance,
} from './cta-rules';
import { FIELD_MESSAGES } from './field-checks';

const business = {
  businessEin: '12-3456789',
  businessLegalName: 'Driftwood Books & Co.',
  businessAddress1: '12 Pine Street',
  businessAddress2: '',
  businessCity: 'Eugene',
  businessState: 'OR',
  businessCountry: 'USA',
  businessZip: '97401',
};
const identity = {
  firstName: 'Olivia',
  lastName: 'Owner',
  contactAddress1: '5 Alder Lane',
  contactAddress2: 'Apt 2',
  contactCity: 'Eugene',
  contactState: 'OR',
  contactZip: '97402',
  contactCountry: 'USA',
  contactDOB: '04/12/1980',
  contactSsn: '512-34-6789',
  contactSsnLast4: '6789',
};

/** The messages a schema gives, by dotted path. */
function messages(schema: { safeParse: (v: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}
const businessWith = (patch: Record<string, unknown>) =>
  messages(ctaBusinessSchema, { ...business, ...patch });
const identityWith = (patch: Record<string, unknown>) =>
  messages(ctaIdentitySchema, { ...identity, ...patch });

describe('CTA business block (part 1 §5)', () => {
  it('accepts a complete block and sends the EIN without dashes', () => {
    const parsed = ctaBusinessSchema.parse(business);
    expect(parsed.businessEin).toBe('123456789');
    expect(parsed.businessState).toBe('OR');
  });

  it('asks for the Tax ID/EIN, then 9 digits once dashes are removed', () => {
    expect(businessWith({ businessEin: '' }).businessEin).toEqual([CTA_MESSAGES.taxIdRequired]);
    expect(businessWith({ businessEin: '   ' }).businessEin).toEqual([CTA_MESSAGES.taxIdRequired]);
    expect(businessWith({ businessEin: undefined }).businessEin).toEqual([
      CTA_MESSAGES.taxIdRequired,
    ]);
    expect(businessWith({ businessEin: '12-34567' }).businessEin).toEqual([
      CTA_MESSAGES.taxIdDigits,
    ]);
    expect(businessWith({ businessEin: '12345678a' }).businessEin).toEqual([
      CTA_MESSAGES.taxIdDigits,
    ]);
    expect(businessWith({ businessEin: '1234567890' }).businessEin).toEqual([
      CTA_MESSAGES.taxIdDigits,
    ]);
    expect(businessWith({ businessEin: '123-45-6789' })).toEqual({});
  });

  it('asks for the legal name, the address, the city and the postal code', () => {
    expect(businessWith({ businessLegalName: ' ' }).businessLegalName).toEqual([
      CTA_MESSAGES.legalNameRequired,
    ]);
    expect(businessWith({ businessAddress1: '' }).businessAddress1).toEqual([
      CTA_MESSAGES.addressRequired,
    ]);
    expect(businessWith({ businessCity: '' }).businessCity).toEqual([CTA_MESSAGES.cityRequired]);
    expect(businessWith({ businessZip: '' }).businessZip).toEqual([
      CTA_MESSAGES.postalCodeRequired,
    ]);
  });

  it.each([
    'P.O. Box 12',
    'PO Box 12',
    'p o box 9',
    'Post Office Box 4',
    'PMB 301, 12 Main St',
    'Private Mailbox 7',
    'POB 55',
  ])('refuses the P.O. box %s as the physical address', (address) => {
    expect(businessWith({ businessAddress1: address }).businessAddress1).toEqual([
      CTA_MESSAGES.poBox,
    ]);
  });

  it.each(['12 Pine Street', '400 Post Road', '7 Boxwood Ave', '9 Pocono Way'])(
    'accepts the street address %s',
    (address) => {
      expect(businessWith({ businessAddress1: address })).toEqual({});
    },
  );

  it('refuses an address line 2 of only spaces, and keeps an empty one', () => {
    expect(businessWith({ businessAddress2: '   ' }).businessAddress2).toEqual([
      FIELD_MESSAGES.onlySpaces,
    ]);
    expect(businessWith({ businessAddress2: '' })).toEqual({});
    expect(
      ctaBusinessSchema.parse({ ...business, businessAddress2: undefined }).businessAddress2,
    ).toBe('');
  });

  it('asks for a state outside the United Kingdom, one of the country list', () => {
    expect(businessWith({ businessState: '' }).businessState).toEqual([CTA_MESSAGES.stateRequired]);
    expect(
      businessWith({ businessCountry: 'CAN', businessState: '', businessZip: 'K1A 0B1' })
        .businessState,
    ).toEqual([CTA_MESSAGES.stateRequired]);
    expect(businessWith({ businessState: 'ON' }).businessState).toEqual([
      CTA_MESSAGES.stateUnknown,
    ]);
    expect(businessWith({ businessState: 'PR' })).toEqual({});
    expect(businessWith({ businessState: 'DC' })).toEqual({});
    expect(
      businessWith({ businessCountry: 'CAN', businessState: 'ON', businessZip: 'K1A 0B1' }),
    ).toEqual({});
  });

  it('needs no state for GBR and sends none', () => {
    const gbr = { businessCountry: 'GBR', businessState: '', businessZip: 'SW1A 1AA' };
    expect(businessWith(gbr)).toEqual({});
    expect(
      ctaBusinessSchema.parse({ ...business, ...gbr, businessState: 'XX' }).businessState,
    ).toBe('');
  });

  it('checks the postal code for the country', () => {
    expect(businessWith({ businessZip: '9740' }).businessZip).toEqual([
      CTA_MESSAGES.postalCodeInvalid,
    ]);
    expect(businessWith({ businessZip: '97401-1234' })).toEqual({});
    expect(
      businessWith({ businessCountry: 'CAN', businessState: 'BC', businessZip: '97401' })
        .businessZip,
    ).toEqual([CTA_MESSAGES.postalCodeInvalid]);
    expect(businessWith({ businessCountry: 'FRA' }).businessCountry).toEqual([
      CTA_MESSAGES.countryRequired,
    ]);
  });
});

describe('CTA identity block (part 1 §5)', () => {
  it('accepts a complete block and answers the SSN as its 9 digits', () => {
    const parsed = ctaIdentitySchema.parse(identity);
    expect(parsed.contactSsn).toBe('512346789');
    expect(parsed.contactDOB).toBe('04/12/1980');
  });

  it('asks for first and last names with the name rule', () => {
    expect(identityWith({ firstName: '' }).firstName).toEqual([CTA_MESSAGES.firstNameRequired]);
    expect(identityWith({ lastName: '' }).lastName).toEqual([CTA_MESSAGES.lastNameRequired]);
    expect(identityWith({ firstName: 'R2D2' }).firstName).toEqual([FIELD_MESSAGES.name]);
    expect(identityWith({ lastName: 'Núñez-Ortiz' })).toEqual({});
  });

  it('asks for the contact address, city, state and postal code, and allows a P.O. box there', () => {
    expect(identityWith({ contactAddress1: '' }).contactAddress1).toEqual([
      CTA_MESSAGES.addressRequired,
    ]);
    expect(identityWith({ contactAddress1: 'PO Box 4' })).toEqual({});
    expect(identityWith({ contactAddress2: '  ' }).contactAddress2).toEqual([
      FIELD_MESSAGES.onlySpaces,
    ]);
    expect(identityWith({ contactCity: '' }).contactCity).toEqual([CTA_MESSAGES.cityRequired]);
    expect(identityWith({ contactState: '' }).contactState).toEqual([CTA_MESSAGES.stateRequired]);
    expect(identityWith({ contactZip: '' }).contactZip).toEqual([CTA_MESSAGES.postalCodeRequired]);
    expect(identityWith({ contactZip: 'ABCDE' }).contactZip).toEqual([
      CTA_MESSAGES.postalCodeInvalid,
    ]);
    expect(
      identityWith({ contactCountry: 'GBR', contactState: '', contactZip: 'EC1A 1BB' }),
    ).toEqual({});
  });

  it('asks for the date of birth as a real mm/dd/yyyy date, not in the future', () => {
    expect(identityWith({ contactDOB: '' }).contactDOB).toEqual([CTA_MESSAGES.dobRequired]);
    for (const typed of ['1980-04-12', '4/12/1980', '02/30/1980', '13/01/1980', '01/01/1899'])
      expect(identityWith({ contactDOB: typed }).contactDOB).toEqual([CTA_MESSAGES.dobFormat]);
    expect(identityWith({ contactDOB: '01/01/2099' }).contactDOB).toEqual([CTA_MESSAGES.dobFuture]);
    expect(identityWith({ contactDOB: '02/29/2000' })).toEqual({});
  });

  it('asks for 9 SSN digits, typed 3-2-4', () => {
    for (const typed of ['', '512-34-678', '512-34-67890', '512-34-678x', '51234678'])
      expect(identityWith({ contactSsn: typed }).contactSsn).toEqual([CTA_MESSAGES.ssnDigits]);
    expect(identityWith({ contactSsn: undefined }).contactSsn).toEqual([CTA_MESSAGES.ssnDigits]);
    expect(identityWith({ contactSsn: '512346789' })).toEqual({});
  });

  it.each([
    ['area 000', '000-12-3456', '3456'],
    ['group 00', '512-00-3456', '3456'],
    ['serial 0000', '512-34-0000', '1234'],
    ['all one digit', '555-55-5555', '5555'],
    ['all ones', '111-11-1111', '1111'],
    ['123456789', '123-45-6789', '6789'],
    ['987654321', '987-65-4321', '4321'],
  ])('refuses the SSN with %s', (_rule, typed, last4) => {
    expect(
      identityWith({ contactSsn: typed, contactSsnLast4: last4 === '0000' ? '1234' : last4 })
        .contactSsn,
    ).toEqual([CTA_MESSAGES.ssnInvalid]);
  });

  it.each(['001-01-0001', '899-99-9998', '123-45-6788', '987-65-4320'])(
    'accepts the SSN %s next to the refused ones',
    (typed) => {
      expect(
        identityWith({ contactSsn: typed, contactSsnLast4: typed.slice(-4) }).contactSsn,
      ).toBeUndefined();
    },
  );

  it('asks for the last 4 of the SSN: present, 4 digits, not 0000, the SSN’s own', () => {
    expect(identityWith({ contactSsnLast4: '' }).contactSsnLast4).toEqual([
      CTA_MESSAGES.ssnLast4Required,
    ]);
    expect(identityWith({ contactSsnLast4: '678' }).contactSsnLast4).toEqual([
      CTA_MESSAGES.ssnLast4Digits,
    ]);
    expect(identityWith({ contactSsnLast4: '67a9' }).contactSsnLast4).toEqual([
      CTA_MESSAGES.ssnLast4Digits,
    ]);
    expect(identityWith({ contactSsnLast4: '0000' }).contactSsnLast4).toEqual([
      CTA_MESSAGES.ssnLast4Zero,
    ]);
    expect(identityWith({ contactSsnLast4: '1234' }).contactSsnLast4).toEqual([
      CTA_MESSAGES.ssnLast4Mismatch,
    ]);
  });
});

describe('CTA submit payload (part 1 §3)', () => {
  it('takes the merchant id alone (nothing requested)', () => {
    expect(ctaSubmitSchema.parse({ merchantId: 100003 })).toEqual({ merchantId: 100003 });
  });

  it('names a failing field by its dotted path', () => {
    const out = messages(ctaSubmitSchema, {
      merchantId: 100003,
      business: { ...business, businessEin: '' },
      identity: { ...identity, contactSsn: '000-12-3456' },
      ctaDocumentsRequested: [{ documentTypeId: 10, fileId: 'not-a-uuid' }],
    });
    expect(out['business.businessEin']).toEqual([CTA_MESSAGES.taxIdRequired]);
    expect(out['identity.contactSsn']).toEqual([CTA_MESSAGES.ssnInvalid]);
    expect(out['ctaDocumentsRequested.0.fileId']).toEqual(['Upload the document again']);
  });

  it('refuses an unknown document type id', () => {
    const fileId = '7b0f6d1e-2f3a-4b5c-8d9e-0a1b2c3d4e5f';
    expect(
      messages(ctaSubmitSchema, {
        merchantId: 1,
        ctaDocumentsRequested: [{ documentTypeId: 12, fileId }],
      })['ctaDocumentsRequested.0.documentTypeId'],
    ).toEqual(['Unknown document type']);
  });

  it('makes the requested blocks required in the form', () => {
    const schema = ctaFormSchema({ business: true, identity: false });
    expect(schema.safeParse({ merchantId: 1 }).success).toBe(false);
    expect(schema.safeParse({ merchantId: 1, business }).success).toBe(true);
    expect(
      ctaFormSchema({ business: false, identity: false }).parse({ merchantId: 1, business: {} }),
    ).toEqual({
      merchantId: 1,
    });
  });
});

describe('CTA rules without zod', () => {
  it('shows the loading texts at 3 s, 6.5 s and 24 s (part 1 §4)', () => {
    expect(ctaLoadingText(0)).toBeNull();
    expect(ctaLoadingText(2_999)).toBeNull();
    expect(ctaLoadingText(3_000)).toBe('Verifying processor account data');
    expect(ctaLoadingText(6_499)).toBe('Verifying processor account data');
    expect(ctaLoadingText(6_500)).toBe('Processing account verification status');
    expect(ctaLoadingText(24_000)).toBe('Our apologies, this is taking a while');
    expect(CTA_LOADING_TEXTS.map((s) => s.afterMs)).toEqual([3_000, 6_500, 24_000]);
  });

  it('formats the server error verbatim', () => {
    expect(CTA_MESSAGES.serverError('Boom.')).toBe('Server error: Boom.');
  });

  it('numbers the document types in the spec’s order', () => {
    expect(DOCUMENT_TYPE_IDS.contactId).toBe(1);
    expect(DOCUMENT_TYPE_IDS.voidedCheck).toBe(10);
    expect(DOCUMENT_TYPE_IDS.bankStatements).toBe(11);
    expect(documentTypeNameOf(10)).toBe('voidedCheck');
    expect(documentTypeNameOf(12)).toBeUndefined();
    expect(needsBankDocumentGuidance('voidedCheck')).toBe(true);
    expect(needsBankDocumentGuidance('bankStatements')).toBe(true);
    expect(needsBankDocumentGuidance('contactId')).toBe(false);
  });

  it('applies a CTA by viewable_by, the admin flag and the contact type', () => {
    const member = { isMerchantAdmin: false, isMember: true, contactTypes: [] };
    const admin = { ...member, isMerchantAdmin: true };
    const owner = { ...member, contactTypes: ['Beneficial Owner/Officer'] };
    const primary = { ...member, contactTypes: ['Primary Contact'] };
    expect(ctaAppliesTo(['merchant-admin'], member)).toBe(false);
    expect(ctaAppliesTo(['merchant-admin'], admin)).toBe(true);
    expect(ctaAppliesTo(['merchant-user'], member)).toBe(true);
    expect(ctaAppliesTo(['merchant-user'], { ...member, isMember: false })).toBe(false);
    expect(ctaAppliesTo(['beneficial-owner'], owner)).toBe(true);
    expect(ctaAppliesTo(['beneficial-owner'], primary)).toBe(false);
    expect(ctaAppliesTo(['primary-contact'], primary)).toBe(true);
    expect(ctaAppliesTo([], admin)).toBe(false);
    expect(contactTypesOf(['beneficial-owner', 'merchant-admin', 'primary-contact'])).toEqual([
      'Primary Contact',
      'Beneficial Owner/Officer',
    ]);
  });

  it('reads what a CTA asks for', () => {
    const none = ctaRequests({ cta_cta_categories: [], cta_documents_requested: [] });
    expect(none).toMatchObject({ nothing: true, confirmation: false });
    const docs = ctaRequests({
      cta_cta_categories: [],
      cta_documents_requested: [{ document_type_name: 'voidedCheck' }],
    });
    expect(docs).toMatchObject({
      business: false,
      documents: true,
      nothing: false,
      confirmation: true,
    });
    const both = ctaRequests({
      cta_cta_categories: [{ category_name: 'business' }, { category_name: 'identity' }],
      cta_documents_requested: [],
    });
    expect(both).toMatchObject({ business: true, identity: true, confirmation: true });
  });

  describe('the submit rule (part 1 §5)', () => {
    const done = { uploaded: true, errored: false, deleted: false };
    const ready: CtaSubmitState = {
      business: true,
      identity: true,
      termsRequired: true,
      identityAcknowledged: true,
      documentsAcknowledged: true,
      providerTermsAccepted: true,
      platformTermsAccepted: true,
      documents: [done, done],
    };
    it('is enabled when everything is ticked and uploaded', () => {
      expect(canSubmitCta(ready)).toBe(true);
    });
    it.each([
      ['the identity acknowledgement', { identityAcknowledged: false }],
      ['the documents acknowledgement', { documentsAcknowledged: false }],
      ['the provider terms', { providerTermsAccepted: false }],
      ['the platform terms', { platformTermsAccepted: false }],
      ['a document not uploaded', { documents: [done, { ...done, uploaded: false }] }],
      ['a document that errored', { documents: [{ ...done, errored: true }, done] }],
      ['a document removed', { documents: [done, { ...done, deleted: true }] }],
    ])('is disabled without %s', (_what, patch) => {
      expect(canSubmitCta({ ...ready, ...patch })).toBe(false);
    });
    it('asks for the terms only when required, and acknowledgements only for what is asked', () => {
      expect(canSubmitCta({ ...ready, termsRequired: false, providerTermsAccepted: false })).toBe(
        true,
      );
      expect(canSubmitCta({ ...ready, documents: [], documentsAcknowledged: false })).toBe(true);
      expect(
        canSubmitCta({ ...ready, business: false, identity: false, identityAcknowledged: false }),
      ).toBe(true);
    });
  });
});

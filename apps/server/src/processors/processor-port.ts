/**
 * What Paydesk asks of a card/ACH processor. The two simulated processors (2, the older, and
 * 3, the newer) implement it; they are the only writers of processor-originated data.
 */
export type ProcessorId = 2 | 3;
export type PaymentMethod = 'card' | 'ach';
export type CardBrand = 'Visa' | 'MasterCard' | 'American Express' | 'Discover';

/**
 * What a sale is charged (a rate plan's fees, part 2 §3 "Rate", §9): percentages in basis
 * points, amounts in cents; `achCapCents` null means no cap.
 */
export interface FeeSchedule {
  cardPercentBps: number;
  cardFixedCents: number;
  achFixedCents: number;
  achPercentBps: number;
  achCapCents: number | null;
}

export interface AuthorizationRequest {
  method: PaymentMethod;
  amountCents: number;
  brand: CardBrand | null;
  /**
   * The merchant's fees (its rate plan): a live sale passes them, so the fee follows the
   * merchant's rate at the moment of the sale. Absent (the demo generator), the processor's
   * own schedule (FEE_SCHEDULES).
   */
  fees?: FeeSchedule;
  /**
   * The card or bank account number typed in the virtual terminal: seen here, at
   * authorisation, and nowhere after (never stored or logged). Absent for generated data.
   */
  accountNumber?: string;
  /**
   * A payment method on file (`storePaymentMethod`'s token): a recurring charge. Used when no
   * `accountNumber` is given.
   */
  paymentToken?: string;
}

/** A card or bank account kept by the processor (its vault): what Paydesk may store of it. */
export interface StoredPaymentMethod {
  /** Opaque; charges it again with `sale({ paymentToken })`. */
  token: string;
  lastFour: string;
}

export interface AuthorizationResult {
  approved: boolean;
  /**
   * 00 approved, 05 do not honor, 78 account not recognized (part 2 §8); 91 issuer or switch
   * inoperative and 96 system malfunction are the processor's own failures (outages).
   */
  responseCode: '00' | '05' | '78' | '91' | '96';
  responseCodeDesc: string;
  authCode: string | null;
  avsCode: string | null;
  feeCents: number;
}

/** A refund or void of an approved sale, as the processor is asked for it. */
export interface SaleActionRequest {
  method: PaymentMethod;
  brand: CardBrand | null;
  /** The sale's processor reference (its transaction number) and authorisation code. */
  saleReference: string;
  authCode: string | null;
  /** The amount to refund, or the whole sale for a void. */
  amountCents: number;
}

/** The processor's answer to a refund or void (part 2 §8 codes). */
export interface SaleActionResult {
  approved: boolean;
  responseCode: '00' | '05' | '78';
  responseCodeDesc: string;
}

export interface ProcessorAnswer {
  ok: boolean;
  message: string;
}

/**
 * What a processor takes as the evidence of one chargeback response: the packaged PDF
 * (modules/disputes/evidence-package.ts) may have at most `maxPages` pages and `maxBytes`
 * bytes (1 MB = 1,048,576 bytes, as for uploads).
 */
export interface EvidenceLimits {
  maxPages: number;
  maxBytes: number;
}

/** What a processor reviews of a merchant application (no secrets: it decides on these). */
export interface ApplicationReviewRequest {
  /** The business's EIN, 9 digits. */
  businessEin: string;
  /** The applicant answered an earlier request for more information. */
  moreInfoAnswered: boolean;
}

/** The processor's decision on a merchant application. */
export interface ApplicationReviewResult {
  decision: 'approved' | 'more-info-needed' | 'declined';
  /** What more it needs, or why it declined (null when approved). */
  message: string | null;
}

export interface ProcessorPort {
  readonly id: ProcessorId;
  readonly name: string;
  /** A sale: approval and fee. */
  sale(request: AuthorizationRequest): AuthorizationResult;
  /**
   * Keeps a card or bank account on file for later charges (subscriptions): the number stays
   * with the processor, Paydesk stores the token and the last four.
   */
  storePaymentMethod(request: {
    method: PaymentMethod;
    accountNumber: string;
  }): StoredPaymentMethod;
  /**
   * Asks for a refund of part or all of a sale. Asynchronous, as a processor over the network
   * answers; the caller's database transaction waits for it (a decline writes nothing).
   */
  refund(request: SaleActionRequest): Promise<SaleActionResult>;
  /** Asks to void a sale before it settles. */
  void(request: SaleActionRequest): Promise<SaleActionResult>;
  /** The fee kept on a refund (fees are not returned). */
  refundFee(amountCents: number): number;
  /** Fee of a rejected ACH return. */
  readonly rejectedReturnFeeCents: number;
  /** The business day a settlement of `day` (YYYY-MM-DD) is funded. */
  fundDate(day: string): string;
  /** Days a merchant has to answer a chargeback. */
  readonly chargebackResponseDays: number;
  /** Days the processor takes to decide a countered chargeback (the dispute-decision job). */
  readonly disputeDecisionDays: number;
  /** The most the packaged evidence of a chargeback response may be (pages and bytes). */
  readonly evidenceLimits: EvidenceLimits;
  /**
   * Reviews a merchant application (underwriting). Simulated, deterministic: an EIN ending 9999
   * is declined; one ending 0000 needs more information until it is given; any other is approved.
   */
  reviewApplication(request: ApplicationReviewRequest): Promise<ApplicationReviewResult>;
  /** Admin actions: status confirmation, funding hold, terms, beneficial data, revert. */
  confirmStatus(merchantId: number, status: number): ProcessorAnswer;
  setFundingHold(merchantId: number, held: boolean): ProcessorAnswer;
  acceptTermsOfService(merchantId: number): ProcessorAnswer;
  /**
   * Takes a merchant's beneficial-owner data once: a second send is refused with the
   * processor's 'Beneficiary Owner Count provided in Signup Request is invalid.'.
   * `alreadySent` is Paydesk's record of an earlier send (merchants.beneficial_data_sent_at),
   * which survives restarts the processor's own memory does not.
   */
  sendBeneficialData(
    merchantId: number,
    owner: BeneficialOwnerData,
    alreadySent: boolean,
  ): ProcessorAnswer;
  /** The processor's merchant account of a gateway id: open (active) or closed. */
  merchantAccount(gatewayId: string): MerchantAccountAnswer;
  /**
   * Takes a merchant back on the account of `gatewayId` (asked of the OLD processor); an
   * inactive account is refused with the processor's message.
   */
  revert(merchantId: number, gatewayId: string): ProcessorAnswer;
  /**
   * Opens a merchant account for a merchant moving onto this processor (the processor
   * migration, asked of the NEW processor): its gateway id, or the processor's reason.
   */
  openMerchantAccount(merchant: MerchantAccountFacts): OpenedMerchantAccount;
}

/** What a processor is told of a merchant whose account it opens (no secrets). */
export interface MerchantAccountFacts {
  merchantId: number;
  businessType: string;
  businessCountry: string;
  /** The business's Tax ID/EIN as on file ('' when none). */
  businessEin: string;
  /** Whether a bank account (routing and account number) is on file for payouts. */
  hasBankAccount: boolean;
}

export type OpenedMerchantAccount =
  | { ok: true; gatewayId: string; message: string }
  | { ok: false; message: string };

/** What a processor is sent of a beneficial owner: the SSN decrypted only for the call. */
export interface BeneficialOwnerData {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phone: string;
  /** Present when Paydesk could decrypt it; the simulation only checks there is one. */
  ssn: string;
}

export interface MerchantAccountAnswer {
  active: boolean;
  message: string;
}

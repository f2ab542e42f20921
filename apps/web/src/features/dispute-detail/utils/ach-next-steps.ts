/**
 * What a merchant can do after an ACH return, per return code (an ACH return takes no answer:
 * the money is back with the customer's bank). Whether a retry is allowed follows the Nacha
 * rules: R01 (insufficient funds) may be presented again; a closed, missing or invalid
 * account (R02-R04) and a payment the customer did not authorise or revoked (R05, R07, R10,
 * R29) may not.
 */
export interface AchNextSteps {
  /** Whether the same debit may be sent again. */
  retry: boolean;
  /** A short heading: 'You may retry the payment'. */
  title: string;
  /** What to do, in a sentence or two. */
  advice: string;
}

const INSUFFICIENT_FUNDS: AchNextSteps = {
  retry: true,
  title: 'You may retry the payment',
  advice:
    'The account did not have enough money. Once the customer confirms the funds are there, you may send the payment again.',
};

const ACCOUNT_UNUSABLE: AchNextSteps = {
  retry: false,
  title: 'Do not retry this account',
  advice:
    'The account is closed, cannot be found or its number is invalid. Ask the customer for another bank account before charging again.',
};

const NOT_AUTHORISED: AchNextSteps = {
  retry: false,
  title: 'Do not retry without a new authorization',
  advice:
    'The customer says the debit was not authorized, or revoked the authorization. Get a new, written authorization from the customer before charging this account again.',
};

const OTHER: AchNextSteps = {
  retry: false,
  title: 'Contact the customer',
  advice:
    'Contact the customer to find out why the payment was returned and how they would like to pay before trying again.',
};

/** The return codes with advice of their own; every other code gets OTHER. */
export const ACH_NEXT_STEPS: Readonly<Record<string, AchNextSteps>> = {
  R01: INSUFFICIENT_FUNDS,
  R02: ACCOUNT_UNUSABLE,
  R03: ACCOUNT_UNUSABLE,
  R04: ACCOUNT_UNUSABLE,
  R05: NOT_AUTHORISED,
  R07: NOT_AUTHORISED,
  R10: NOT_AUTHORISED,
  R29: NOT_AUTHORISED,
};

/** What the merchant can do next after a return with this code (any case, spaces ignored). */
export function achNextSteps(returnCode: string | null): AchNextSteps {
  const code = (returnCode ?? '').trim().toUpperCase();
  return ACH_NEXT_STEPS[code] ?? OTHER;
}

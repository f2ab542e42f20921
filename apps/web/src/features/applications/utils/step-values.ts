import { type MerchantApplication, SECRET_FIELDS, STEP_FIELDS } from '@paydesk/domain/applications';

export type DraftStep = keyof typeof STEP_FIELDS;
/** A step form's values: the step's fields under `data`, the path the server's errors use. */
export type StepValues = { data: Record<string, string> };

/** Fields a new application starts with when nothing is saved. */
const DEFAULTS: Record<string, string> = {
  businessCountry: 'USA',
  ownerCountry: 'USA',
  businessType: '',
  bankAccountType: '',
};

const SECRETS_OF: Record<DraftStep, readonly string[]> = {
  business: [],
  owner: ['ownerSsn'],
  bank: ['accountNumber', 'routingNumber'],
};

/** The step's saved values (drafts included); secrets start empty (only last fours are kept). */
export function stepInitialValues(application: MerchantApplication, step: DraftStep): StepValues {
  const data: Record<string, string> = {};
  for (const name of STEP_FIELDS[step]) {
    data[name] = application.values[name] ?? DEFAULTS[name] ?? '';
  }
  for (const name of SECRETS_OF[step]) data[name] = '';
  return { data };
}

/** What a draft sends: the step's fields and its secrets as typed. */
export function draftValues(step: DraftStep, values: StepValues): Record<string, string> {
  const known = new Set<string>([...STEP_FIELDS[step], ...SECRETS_OF[step]]);
  return Object.fromEntries(
    Object.entries(values.data).filter(
      ([name, value]) => known.has(name) && typeof value === 'string',
    ),
  );
}

export const isSecretField = (name: string) => (SECRET_FIELDS as readonly string[]).includes(name);

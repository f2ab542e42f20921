import type { ColumnSpec } from './list-params';

/**
 * The Team screen (part 1 §2 /users/:mid; §3 "Merchant-side user"), without zod: the list's
 * columns, its default sort, and the messages the server answers and the web shows.
 */
export const TEAM_COLUMNS = [
  { key: 'name', label: 'Name', sortable: true, defaultVisible: true },
  { key: 'email', label: 'E-mail', sortable: true, defaultVisible: true },
  { key: 'phone', label: 'Phone', defaultVisible: true },
  { key: 'lastLogin', label: 'Last login', sortable: true, defaultVisible: true },
  { key: 'access', label: 'Access', defaultVisible: true },
  { key: 'role', label: 'Role', defaultVisible: true },
  { key: 'permissions', label: 'Permissions' },
  { key: 'id', label: 'User ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type TeamColumn = (typeof TEAM_COLUMNS)[number]['key'];
/** Last name, then first name, A to Z. */
export const TEAM_DEFAULT_SORT = 'name';

export const TEAM_LIMITS = { firstname: 50, lastname: 50, email: 254 } as const;

export const TEAM_MESSAGES = {
  notFound: 'This user is not on the account.',
  alreadyMember: 'This user is already on the account.',
  staff: 'Paydesk staff cannot be added to a merchant account.',
  lastAdmin:
    'The account needs at least one merchant admin with access: make another user an admin first.',
  nothingToChange: 'Change access, the admin role or the permissions.',
  firstnameRequired: 'Please enter a first name.',
  lastnameRequired: 'Please enter a last name.',
  emailRequired: 'Please enter an e-mail address.',
  email: 'The email is invalid',
  permission: 'Unknown permission.',
  settingsTooLarge: 'User settings may hold at most 16 KiB.',
} as const;

/** The largest user settings object (its JSON text, in characters). */
export const USER_SETTINGS_MAX_CHARS = 16_384;

/** "Admin" or "User": the role a row shows. */
export const teamRoleLabel = (isAdmin: boolean) => (isAdmin ? 'Admin' : 'User');

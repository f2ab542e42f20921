/** Colours an avatar may take: Mantine palette names that read well with white initials. */
export const AVATAR_COLORS = [
  'indigo',
  'violet',
  'grape',
  'pink',
  'red',
  'orange',
  'teal',
  'cyan',
  'blue',
  'green',
] as const;

export type AvatarColor = (typeof AVATAR_COLORS)[number];

/**
 * The fill of each colour: dark enough that the white initials keep at least 4.5:1 (WCAG AA);
 * Mantine's filled shade 6 of orange, teal, cyan or green reads at 2.4-2.8:1.
 */
export const AVATAR_FILLS: Record<AvatarColor, string> = {
  indigo: '#4338ca',
  violet: '#6d28d9',
  grape: '#86198f',
  pink: '#be185d',
  red: '#b91c1c',
  orange: '#c2410c',
  teal: '#0f766e',
  cyan: '#0e7490',
  blue: '#1d4ed8',
  green: '#15803d',
};

/** Up to two upper-case initials from an e-mail's local part: `jane.doe@x` -> `JD`. */
export function avatarInitials(email: string): string {
  const local = email.trim().split('@')[0] ?? '';
  const words = local.split(/[._+-]+/).filter((word) => /[a-z0-9]/i.test(word));
  const first = words[0] ?? '';
  const second = words[1];
  const letters = second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** A stable colour for an e-mail (FNV-1a hash, case-insensitive). */
export function avatarColor(email: string): AvatarColor {
  let hash = 0x811c9dc5;
  for (const char of email.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? 'indigo';
}

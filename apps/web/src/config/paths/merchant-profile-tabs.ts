/** Tabs of the admin merchant profile (part 2 §2), in display order, with their labels. */
export const MERCHANT_PROFILE_TABS = [
  { tab: 'profile', label: 'General' },
  { tab: 'limits', label: 'Services' },
  { tab: 'contact', label: 'Contact' },
  { tab: 'banking', label: 'Banking' },
  { tab: 'users', label: 'Users' },
  { tab: 'notifications', label: 'Notifications' },
  { tab: 'documents', label: 'Documents' },
  { tab: 'history', label: 'History' },
  { tab: 'misc', label: 'Misc.' },
  { tab: 'volume', label: 'Volume' },
] as const;

export type MerchantProfileTab = (typeof MERCHANT_PROFILE_TABS)[number]['tab'];

/** The tab a path segment names; a missing, empty or unknown segment is the profile tab. */
export function merchantProfileTab(segment: string | undefined): MerchantProfileTab {
  const found = MERCHANT_PROFILE_TABS.find((entry) => entry.tab === segment);
  return found ? found.tab : 'profile';
}

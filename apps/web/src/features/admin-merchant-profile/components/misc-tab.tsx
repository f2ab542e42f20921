import { SimpleGrid, Stack } from '@mantine/core';
import type { MerchantProfile } from '../api/get-merchant-profile';
import { AlertsSection } from './misc/alerts-section';
import { MiscSettingsSection, MiscToolsSection } from './misc/misc-settings-section';

/**
 * The profile's Misc. tab (part 2 §2): the client and the small-dollar setting, the merchant
 * hash and the scheduled-transactions download, and the alerts management list.
 */
export function MiscTab({ profile }: { profile: MerchantProfile }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MiscSettingsSection merchantId={profile.id} />
        <MiscToolsSection merchantId={profile.id} />
      </SimpleGrid>
      <AlertsSection merchantId={profile.id} />
    </Stack>
  );
}

import { SimpleGrid, Text } from '@mantine/core';
import { LIMIT_FIELDS, LIMIT_LABELS } from '@paydesk/domain/admin-merchant-settings';
import { useState } from 'react';
import { useAdminPermission } from '../../../shared/account/admin-permission-gate';
import { DetailSection } from '../../../shared/detail-page/detail-section';
import { FieldList } from '../../../shared/detail-page/field-list';
import type { MerchantProfile } from '../api/get-merchant-profile';
import { useMerchantSettings } from '../api/merchant-settings';
import { dollarsText } from './profile-format';
import { EditButton, EditButtons, SettingsState } from './settings/edit-controls';
import { LimitsDialog } from './settings/limits-dialog';
import { MerchantToggles } from './settings/settings-switches';

/**
 * The Services tab (part 2 §2 "limits"): the five limits ('—': none set) with their edit
 * dialog, and the per-merchant toggles of part 2 §4; edit controls only for admins with the
 * profile's key, read only otherwise.
 */
export function ServicesTab({ profile }: { profile: MerchantProfile }) {
  const canEdit = useAdminPermission('can-view-merchant-info') === true;
  const settings = useMerchantSettings(profile.id);
  const [editing, setEditing] = useState(false);
  const limits = settings.data?.limits ?? profile.limits;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <DetailSection title="Limits">
        <FieldList
          fields={LIMIT_FIELDS.map((key) => ({
            label: LIMIT_LABELS[key],
            value: dollarsText(limits[key], profile.currency),
          }))}
        />
        {canEdit ? (
          settings.data ? (
            <EditButtons>
              <EditButton label="Edit limits" onClick={() => setEditing(true)} />
            </EditButtons>
          ) : (
            <SettingsState query={settings} />
          )
        ) : null}
        {settings.data ? (
          <LimitsDialog
            settings={settings.data}
            opened={editing}
            onClose={() => setEditing(false)}
          />
        ) : null}
      </DetailSection>
      <DetailSection title="Services">
        {settings.data ? (
          <MerchantToggles settings={settings.data} canEdit={canEdit} />
        ) : (
          <SettingsState query={settings} />
        )}
        {settings.data && !canEdit ? (
          <Text size="xs" c="dimmed" mt="sm">
            Read only: changing these needs the can-view-merchant-info permission.
          </Text>
        ) : null}
      </DetailSection>
    </SimpleGrid>
  );
}

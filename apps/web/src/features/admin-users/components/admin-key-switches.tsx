import { SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import {
  ADMIN_PERMISSION_GROUPS,
  ADMIN_PERMISSION_KEYS,
  ADMIN_PERMISSIONS,
  type AdminPermissionKey,
} from '@paydesk/domain/permissions';

export interface AdminKeySwitchesProps {
  /** The keys switched on. */
  held: readonly string[];
  onToggle: (slug: AdminPermissionKey, on: boolean) => void;
  /** The group's accessible name. */
  label: string;
  /** A key whose switch cannot be turned (the admin's own can-view-users). */
  locked?: (slug: AdminPermissionKey) => string | null;
  /** Smaller headings (inside a form). */
  compact?: boolean;
}

/**
 * Every admin key of part 2 §6, grouped (Merchants, Profile actions, Reports, Tools), each a
 * switch with what it gates.
 */
export function AdminKeySwitches({
  held,
  onToggle,
  label,
  locked,
  compact,
}: AdminKeySwitchesProps) {
  return (
    <Stack gap="lg" role="group" aria-label={label}>
      {ADMIN_PERMISSION_GROUPS.map((group) => (
        <Stack key={group} gap="xs">
          {compact ? (
            <Text size="sm" fw={600}>
              {group}
            </Text>
          ) : (
            <Title order={3} fz="sm" tt="uppercase" c="gray.7" lts={0.5}>
              {group}
            </Title>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {ADMIN_PERMISSION_KEYS.filter((key) => ADMIN_PERMISSIONS[key].group === group).map(
              (key) => {
                const why = locked?.(key) ?? null;
                return (
                  <Switch
                    key={key}
                    label={ADMIN_PERMISSIONS[key].label}
                    description={why ?? `${ADMIN_PERMISSIONS[key].gates} (${key})`}
                    checked={held.includes(key)}
                    disabled={why !== null}
                    onChange={(event) => onToggle(key, event.currentTarget.checked)}
                  />
                );
              },
            )}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

import { Button, Menu } from '@mantine/core';
import { actionsAllowedBy } from '@paydesk/domain/admin-merchant-actions';
import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import { IconChevronDown } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useAdminPermission } from '../../../../shared/account/admin-permission-gate';
import type { MerchantProfile } from '../../api/get-merchant-profile';
import { BeneficialDataDialog } from './beneficial-data-dialog';
import { ChangeStatusDialog } from './change-status-dialog';
import { FundingHoldDialog } from './funding-hold-dialog';
import { ReleaseHoldDialog } from './release-hold-dialog';
import { RevertProcessorDialog } from './revert-processor-dialog';
import { TosDialog } from './tos-dialog';

type ActionName = keyof ReturnType<typeof actionsAllowedBy>;

interface DialogProps {
  profile: MerchantProfile;
  opened: boolean;
  onClose: () => void;
}

/** The profile's account actions (part 2 §6 "Conditional actions"), in the menu's order. */
const ACTIONS: {
  name: ActionName;
  label: string;
  permission: AdminPermissionKey;
  Dialog: ComponentType<DialogProps>;
}[] = [
  {
    name: 'changeStatus',
    label: 'Change Status',
    permission: 'can-change-merchant-status',
    Dialog: ChangeStatusDialog,
  },
  {
    name: 'placeFundingHold',
    label: 'Funding Hold',
    permission: 'can-place-merchant-funding-hold',
    Dialog: FundingHoldDialog,
  },
  {
    name: 'releaseFundingHold',
    label: 'Release Hold',
    permission: 'can-release-merchant-funding-hold',
    Dialog: ReleaseHoldDialog,
  },
  {
    name: 'revertProcessor',
    label: 'Revert Processor',
    permission: 'can-revert-processor',
    Dialog: RevertProcessorDialog,
  },
  {
    name: 'acceptTos',
    label: 'T.O.S Update',
    // Part 2 §6 names no key for it: the key of the other processor-side change.
    permission: 'can-edit-merchant-advanced-info',
    Dialog: TosDialog,
  },
  {
    name: 'sendBeneficialData',
    label: 'Send Beneficial Data',
    permission: 'can-edit-merchant-advanced-info',
    Dialog: BeneficialDataDialog,
  },
];

/** The permission keys the actions need, each asked once. */
function useHeldKeys(): Partial<Record<AdminPermissionKey, boolean>> {
  return {
    'can-change-merchant-status': useAdminPermission('can-change-merchant-status') === true,
    'can-place-merchant-funding-hold':
      useAdminPermission('can-place-merchant-funding-hold') === true,
    'can-release-merchant-funding-hold':
      useAdminPermission('can-release-merchant-funding-hold') === true,
    'can-revert-processor': useAdminPermission('can-revert-processor') === true,
    'can-edit-merchant-advanced-info':
      useAdminPermission('can-edit-merchant-advanced-info') === true,
  };
}

/**
 * The header's "Actions" menu: exactly the actions the admin's keys and the merchant's state
 * allow (none: no menu), each opening its dialog.
 */
export function AccountActions({ profile }: { profile: MerchantProfile }) {
  const held = useHeldKeys();
  const allowed = actionsAllowedBy(profile);
  const [open, setOpen] = useState<ActionName | null>(null);
  const offered = ACTIONS.filter((action) => allowed[action.name] && held[action.permission]);
  const close = () => setOpen(null);
  return (
    <>
      {offered.length > 0 ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button rightSection={<IconChevronDown size={16} aria-hidden />}>Actions</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {offered.map((action) => (
              <Menu.Item key={action.name} onClick={() => setOpen(action.name)}>
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
      {ACTIONS.filter((action) => held[action.permission]).map(({ name, Dialog }) => (
        <Dialog key={name} profile={profile} opened={open === name} onClose={close} />
      ))}
    </>
  );
}

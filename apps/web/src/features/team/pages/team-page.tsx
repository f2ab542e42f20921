import { Alert, Button, Stack } from '@mantine/core';
import * as routes from '@paydesk/domain/routes/team';
import { IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccountRoute } from '../../../shared/account/use-account-route';
import { AccountNotFound } from '../../../shared/components/page-state';
import { ListPageHeader } from '../../../shared/data-table/list-page-header';
import { ListSection } from '../../../shared/data-table/list-section';
import { DIALOG_PARAM } from '../../../shared/list-state/list-url';
import { useListQuery } from '../../../shared/list-state/use-list-query';
import { useListState } from '../../../shared/list-state/use-list-state';
import { useAccountStore } from '../../../shared/stores/account-store';
import { getTeamUsers } from '../api/get-team-users';
import { teamKeys } from '../api/team-keys';
import { teamListSpec } from '../components/team-list-spec';

const InviteUserModal = lazy(async () => ({
  default: (await import('../components/invite-user-modal')).InviteUserModal,
}));
const EditUserModal = lazy(async () => ({
  default: (await import('../components/edit-user-modal')).EditUserModal,
}));

const INVITE_DIALOG = 'invite';
const USER_DIALOG = /^user-(\d+)$/;

/** /users/:mid: the account's users; its merchant admins invite, change and remove them. */
export function TeamPage() {
  const { merchantId, merchants } = useAccountRoute('users', 'mid');
  if (merchantId === undefined) return <AccountNotFound heading="Users" />;
  return <TeamView key={merchantId} merchantId={merchantId} merchants={merchants} />;
}

interface TeamViewProps {
  merchantId: number;
  merchants: readonly { id: number; businessCommonName: string }[];
}

function TeamView({ merchantId, merchants }: TeamViewProps) {
  const location = useLocation();
  const account = useAccountStore((state) =>
    state.data?.merchants.find((entry) => entry.id === merchantId),
  );
  const selfEmail = useAccountStore((state) => state.data?.profile.email);
  const isAdmin = account?.isAdmin === true;
  const list = useListState(teamListSpec);
  const result = useListQuery(list, {
    queryKey: (pageKey) => teamKeys.list(merchantId, pageKey),
    fetchPage: (query, signal) => getTeamUsers(merchantId, query, signal),
  });
  // A row opens its user's dialog, named in the URL (`?dialog=user-12`), so it survives a reload.
  const userHref = (user: { id: number }) => {
    const search = new URLSearchParams(location.search);
    search.set(DIALOG_PARAM, `user-${user.id}`);
    return `${location.pathname}?${search}`;
  };
  const editedId = Number(USER_DIALOG.exec(list.dialog ?? '')?.[1] ?? Number.NaN);
  const edited = result.rows?.find((row) => row.id === editedId);
  const invite = isAdmin ? (
    <Button
      leftSection={<IconUserPlus size={16} aria-hidden />}
      onClick={() => list.openDialog(INVITE_DIALOG)}
    >
      Invite user
    </Button>
  ) : null;

  return (
    <Stack gap="lg">
      <ListPageHeader
        title="Users"
        accounts={merchants}
        accountId={merchantId}
        accountHref={(id) => paths.users.href(id)}
        actions={invite}
      />
      {isAdmin ? null : (
        <Alert color="gray" variant="light">
          Only a merchant admin of this account can invite users or change their access.
        </Alert>
      )}
      <ListSection
        spec={teamListSpec}
        list={list}
        result={result}
        rowHref={isAdmin ? userHref : undefined}
        firstUseAction={invite ?? undefined}
        searchLabel="Search users"
        searchPlaceholder="Name or e-mail"
        exportTarget={{ route: routes.getTeamUsers, params: { id: merchantId } }}
      />
      <Suspense fallback={null}>
        {isAdmin && list.dialog === INVITE_DIALOG ? (
          <InviteUserModal
            opened
            onClose={list.closeDialog}
            merchantId={merchantId}
            onInvited={() => {
              list.closeDialog();
              result.refresh();
            }}
          />
        ) : null}
        {isAdmin && edited ? (
          <EditUserModal
            opened
            onClose={() => {
              list.closeDialog();
              result.refresh();
            }}
            merchantId={merchantId}
            user={edited}
            isSelf={edited.email === selfEmail}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

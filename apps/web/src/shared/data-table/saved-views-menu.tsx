import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Popover,
  Stack,
  Text,
} from '@mantine/core';
import type { SavedView } from '@paydesk/domain/saved-views';
import {
  IconBookmarks,
  IconChevronDown,
  IconDeviceFloppy,
  IconLink,
  IconTrash,
} from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LazyDialog } from '../components/lazy-dialog';
import { handleError } from '../errors/handle-error';
import type { ListState } from '../list-state/use-list-state';
import { notify } from '../notifications/notify';
import { escapeCloses } from './escape-closes';
import { useDeleteSavedView, useSavedViews, useUpdateSavedView } from './saved-views-api';

const SaveViewDialog = lazy(async () => ({
  default: (await import('./save-view-dialog')).SaveViewDialog,
}));

/** Two queries show the same view when they hold the same parameters, in any order. */
export function sameQuery(a: string, b: string): boolean {
  const sorted = (text: string) => {
    const params = new URLSearchParams(text.replace(/^\?/, ''));
    params.sort();
    return params.toString();
  };
  return sorted(a) === sorted(b);
}

async function copyLink(view: SavedView, pathname: string): Promise<void> {
  const url = `${window.location.origin}${pathname}?${view.query}`;
  try {
    await navigator.clipboard.writeText(url);
    notify({
      level: 'success',
      title: 'Link copied',
      message: `The link to "${view.name}" is on the clipboard.`,
    });
  } catch (error) {
    handleError(error, { title: 'The link could not be copied' });
  }
}

interface ViewRowProps {
  view: SavedView;
  pathname: string;
  current: boolean;
  onOpen: () => void;
  onUpdate?: () => void;
  onDelete?: () => Promise<void>;
}

function ViewRow({ view, pathname, current, onOpen, onUpdate, onDelete }: ViewRowProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (confirming && onDelete) {
    return (
      <Group component="li" gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm">Delete “{view.name}”?</Text>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
            Keep
          </Button>
          <Button
            size="compact-sm"
            color="red"
            loading={deleting}
            onClick={async () => {
              setDeleting(true);
              try {
                await onDelete();
              } finally {
                setDeleting(false);
                setConfirming(false);
              }
            }}
          >
            Delete
          </Button>
        </Group>
      </Group>
    );
  }
  return (
    <Group component="li" gap="xs" justify="space-between" wrap="nowrap">
      <div style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={{ pathname, search: `?${view.query}` }}
          onClick={onOpen}
          size="sm"
          fw={current ? 700 : 500}
          aria-current={current ? 'page' : undefined}
        >
          {view.name}
        </Anchor>
        {view.own ? (
          view.shared ? (
            <Badge size="xs" variant="light" ml={6} tt="none">
              Shared
            </Badge>
          ) : null
        ) : (
          <Text size="xs" c="dimmed">
            by {view.ownerName}
          </Text>
        )}
      </div>
      <Group gap={2} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Copy link to ${view.name}`}
          onClick={() => void copyLink(view, pathname)}
        >
          <IconLink size={16} aria-hidden />
        </ActionIcon>
        {onUpdate ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Save the current view as ${view.name}`}
            onClick={onUpdate}
          >
            <IconDeviceFloppy size={16} aria-hidden />
          </ActionIcon>
        ) : null}
        {onDelete ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${view.name}`}
            onClick={() => setConfirming(true)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    </Group>
  );
}

export interface SavedViewsMenuProps {
  list: ListState;
  /** The account whose views these are (views belong to an account and a screen). */
  merchantId: number | undefined;
}

/**
 * Saved views of a list: "My views" and "Shared with the team", each a link to its query;
 * own views can be updated to the current view and deleted (after a confirmation), any can be
 * copied as a link; "Save current view…" names the current one (`dialog=save-view`).
 */
export function SavedViewsMenu({ list, merchantId }: SavedViewsMenuProps) {
  const { pathname } = useLocation();
  const screen = list.spec.screen;
  const [opened, setOpened] = useState(false);
  const views = useSavedViews(merchantId, screen);
  const update = useUpdateSavedView(merchantId ?? 0, screen);
  const remove = useDeleteSavedView(merchantId ?? 0, screen);
  const all = views.data ?? [];
  const mine = all.filter((view) => view.own);
  const shared = all.filter((view) => !view.own);
  const current = all.find((view) => sameQuery(view.query, list.viewQuery));
  const close = () => setOpened(false);

  const row = (view: SavedView) => (
    <ViewRow
      key={view.id}
      view={view}
      pathname={pathname}
      current={view === current}
      onOpen={close}
      onUpdate={
        view.own
          ? () =>
              update
                .mutateAsync({ viewId: view.id, changes: { query: list.viewQuery } })
                .then(() =>
                  notify({
                    level: 'success',
                    title: 'View updated',
                    message: `"${view.name}" shows this view now.`,
                  }),
                )
                .catch((error: unknown) =>
                  handleError(error, { title: 'The view was not updated' }),
                )
          : undefined
      }
      onDelete={
        view.own
          ? () =>
              remove
                .mutateAsync(view.id)
                .then(() => undefined)
                .catch((error: unknown) => {
                  handleError(error, { title: 'The view was not deleted' });
                })
          : undefined
      }
    />
  );
  const section = (title: string, items: SavedView[], empty: string) => (
    <section aria-label={title}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {title}
      </Text>
      {items.length > 0 ? (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map(row)}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </section>
  );

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        shadow="md"
        width={320}
        returnFocus
      >
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<IconBookmarks size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            onClick={() => setOpened((open) => !open)}
            onKeyDown={escapeCloses(opened, close)}
            disabled={merchantId === undefined}
          >
            {current ? current.name : 'Views'}
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label="Saved views">
          <Stack gap="sm">
            {views.isPending ? (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm">Loading views…</Text>
              </Group>
            ) : views.isError ? (
              <Group gap="xs" justify="space-between">
                <Text size="sm">The views could not be loaded.</Text>
                <Button size="compact-sm" variant="light" onClick={() => void views.refetch()}>
                  Retry
                </Button>
              </Group>
            ) : (
              <>
                {section('My views', mine, 'No saved views yet.')}
                {section('Shared with the team', shared, 'Nobody has shared a view yet.')}
              </>
            )}
            <Divider />
            <Button
              variant="light"
              onClick={() => {
                close();
                list.openDialog('save-view');
              }}
            >
              Save current view…
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {merchantId !== undefined ? (
        <LazyDialog opened={list.dialog === 'save-view'}>
          {(shown) => (
            <SaveViewDialog
              opened={shown}
              onClose={list.closeDialog}
              merchantId={merchantId}
              screen={screen}
              query={list.viewQuery}
            />
          )}
        </LazyDialog>
      ) : null}
    </>
  );
}

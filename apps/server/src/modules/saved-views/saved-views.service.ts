import type { CreateSavedView, SavedView, UpdateSavedView } from '@paydesk/domain/saved-views';
import { VIEW_NAME_TAKEN_MESSAGE } from '@paydesk/domain/saved-views';
import type { Database } from '../../db/client';
import type { Identity } from '../../platform/access-policy';
import { Conflict, NotFound } from '../../platform/errors';
import {
  deleteView,
  insertView,
  nameTaken,
  ownView,
  type SavedViewRow,
  updateView,
  visibleViews,
} from './saved-views.repository';

/**
 * Saved views of a list (beyond the spec): a user's own views and the views the other users
 * of the account shared. Only a view's maker may change or delete it; another user's view,
 * or a view of another account, is "not found".
 */
export const VIEW_NOT_FOUND_MESSAGE = 'Saved view not found.';

const toView = (row: SavedViewRow, userId: number): SavedView => ({
  id: row.id,
  merchantId: row.merchantId,
  screen: row.screen,
  name: row.name,
  query: row.query,
  shared: row.shared,
  own: row.userId === userId,
  ownerName: row.ownerName,
  createdAt: row.createdAt.toISOString(),
});

export async function listViews(
  db: Database,
  merchantId: number,
  screen: string,
  identity: Identity,
): Promise<{ data: SavedView[] }> {
  const rows = await visibleViews(db, merchantId, screen, identity.userId);
  return { data: rows.map((row) => toView(row, identity.userId)) };
}

export async function createView(
  tx: Database,
  merchantId: number,
  identity: Identity,
  input: Required<Pick<CreateSavedView, 'shared'>> & Omit<CreateSavedView, 'shared'>,
): Promise<SavedView> {
  const id = await insertView(tx, {
    merchantId,
    userId: identity.userId,
    screen: input.screen,
    name: input.name,
    query: input.query,
    shared: input.shared,
  });
  if (id === undefined) throw new Conflict(VIEW_NAME_TAKEN_MESSAGE);
  const row = await ownView(tx, merchantId, id, identity.userId);
  if (!row) throw new NotFound(VIEW_NOT_FOUND_MESSAGE);
  return toView(row, identity.userId);
}

export async function changeView(
  tx: Database,
  merchantId: number,
  viewId: number,
  identity: Identity,
  changes: UpdateSavedView,
  now: Date,
): Promise<SavedView> {
  const view = await ownView(tx, merchantId, viewId, identity.userId);
  if (!view) throw new NotFound(VIEW_NOT_FOUND_MESSAGE);
  if (
    changes.name !== undefined &&
    (await nameTaken(tx, { ...view, name: changes.name, exceptId: view.id }))
  ) {
    throw new Conflict(VIEW_NAME_TAKEN_MESSAGE);
  }
  await updateView(tx, view.id, changes, now);
  const row = await ownView(tx, merchantId, viewId, identity.userId);
  if (!row) throw new NotFound(VIEW_NOT_FOUND_MESSAGE);
  return toView(row, identity.userId);
}

export async function removeView(
  tx: Database,
  merchantId: number,
  viewId: number,
  identity: Identity,
): Promise<void> {
  const view = await ownView(tx, merchantId, viewId, identity.userId);
  if (!view) throw new NotFound(VIEW_NOT_FOUND_MESSAGE);
  await deleteView(tx, view.id);
}

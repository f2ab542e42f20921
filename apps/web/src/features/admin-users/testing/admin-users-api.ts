/** A fake API of the back office's users screens for the page tests (imported by *.test.tsx only). */
import { ADMIN_PERMISSION_KEYS } from '@paydesk/domain/permissions';
import { vi } from 'vitest';
import type { AdminUser } from '../api/admin-user-queries';
import type { AdminUserListRow } from '../api/get-admin-users';

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export function testUserRow(overrides: Partial<AdminUserListRow> = {}): AdminUserListRow {
  return {
    id: 7,
    firstname: 'Stella',
    lastname: 'Staff',
    email: 'stella@paydesk.test',
    phone: null,
    group: 'mp_admin',
    enabled: true,
    access: 1,
    lastLogin: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-01-02T10:00:00.000Z',
    invited: false,
    ...overrides,
  };
}

export const USERS = [
  testUserRow(),
  testUserRow({
    id: 8,
    firstname: 'Mila',
    lastname: 'Member',
    email: 'mila@example.com',
    group: 'mp_user',
    enabled: false,
    access: 0,
    lastLogin: null,
  }),
];

export function testUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...testUserRow(),
    mobilePhone: null,
    groups: ['mp_admin'],
    isStaff: true,
    twoFactor: { enrolled: true, confirmedAt: '2026-10-01T00:00:00.000Z' },
    merchants: [],
    ...overrides,
  };
}

export interface AdminUsersApiOptions {
  users?: AdminUserListRow[];
  user?: AdminUser;
  /** The admin's own keys (GET /admin/roles). */
  permissions?: string[];
  held?: string[];
  /** The answer of a permission change (a refusal: 422). */
  permissionStatus?: number;
}

/** Answers the calls of the users screens; every call (URL and method) is kept. */
export function adminUsersApi(options: AdminUsersApiOptions = {}) {
  const users = options.users ?? USERS;
  const user = options.user ?? testUser();
  const permissions = options.permissions ?? ['can-view-users'];
  const held = new Set(options.held ?? ['can-view-merchant-info']);
  const calls: { url: URL; method: string }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
    calls.push({ url, method });
    const path = url.pathname;
    if (path === '/api/admin/roles') {
      return json(200, {
        roles: [{ label: 'Admin', name: 'mp_admin' }],
        permissions: Object.fromEntries(permissions.map((key) => [key, true])),
      });
    }
    if (path === '/api/v2/admin/users') {
      const search = url.searchParams.get('search')?.toLowerCase();
      const group = url.searchParams.get('group');
      const rows = users.filter(
        (u) =>
          (!search || `${u.firstname} ${u.lastname} ${u.email}`.toLowerCase().includes(search)) &&
          (group === null || u.group === group),
      );
      return json(200, {
        meta: { perPage: 10, page: 1, totalRecords: rows.length, totalPages: 1, asOf: '42' },
        data: rows,
      });
    }
    if (path === `/api/v2/admin/users/${user.id}/info`) return json(200, user);
    if (path === `/api/admin/permissions/list/${user.id}`) {
      return json(200, {
        data: ADMIN_PERMISSION_KEYS.map((slug) => ({ slug, enabled: held.has(slug) })),
      });
    }
    const change = /^\/api\/admin\/permissions\/\d+\/([a-z0-9-]+)$/.exec(path);
    if (change?.[1] && (method === 'PATCH' || method === 'DELETE')) {
      if (options.permissionStatus) {
        return json(options.permissionStatus, { error_message: 'You cannot do that.' });
      }
      if (method === 'PATCH') held.add(change[1]);
      else held.delete(change[1]);
      return json(200, {
        data: ADMIN_PERMISSION_KEYS.map((slug) => ({ slug, enabled: held.has(slug) })),
      });
    }
    if (path === `/api/admin/permissions/internal/list/${user.id}`) {
      return json(200, {
        data: [
          { label: 'Admin', name: 'mp_admin', enabled: user.groups.includes('mp_admin') },
          { label: 'User', name: 'mp_user', enabled: user.groups.includes('mp_user') },
        ],
      });
    }
    if (path === '/api/v2/admin/users/disable') return json(200, { ...user, enabled: false });
    if (path === `/api/admin/users/${user.id}/reset`) return json(204, null);
    return json(404, { error_message: 'Not found' });
  });
  const callsTo = (path: string, method = 'GET') =>
    calls.filter((call) => call.url.pathname === path && call.method === method);
  return { fetchMock, calls, callsTo };
}

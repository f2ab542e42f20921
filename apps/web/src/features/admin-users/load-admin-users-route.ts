/**
 * Loads the back office's users screens. A step of its own: the app's first load lists only
 * this small module among its lazy imports, not the screens' chunks (the /login budget counts
 * every byte of that preload list).
 */
export async function loadAdminUsersPage() {
  return (await import('./pages/admin-users-page')).AdminUsersPage;
}

export async function loadAdminUserPage() {
  return (await import('./pages/admin-user-page')).AdminUserPage;
}

export async function loadAdminUserMerchantPage() {
  return (await import('./pages/admin-user-merchant-page')).AdminUserMerchantPage;
}

export async function loadAdminUserEditPage() {
  return (await import('./pages/admin-user-edit-page')).AdminUserEditPage;
}

import { Outlet } from 'react-router';

/** The blank layout: no chrome, only the page (public and semi-public routes). */
export function BlankLayout() {
  return (
    <main
      id="main-content"
      style={{
        maxWidth: 1120,
        margin: '0 auto',
        padding: 'var(--mantine-spacing-xl) var(--mantine-spacing-md)',
      }}
    >
      <Outlet />
    </main>
  );
}

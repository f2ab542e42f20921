import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { pageTitle, usePageTitle } from '../../../shared/page-title/page-title';

/** The heading of each step of the sign-in screen, with the page title. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(pageTitle(title));
  return (
    <div>
      <Title order={1} fz="h3">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" size="sm" mt={6}>
          {children}
        </Text>
      )}
    </div>
  );
}

import { IconLayoutDashboard } from '@tabler/icons-react';
import { PageState } from './page-state';

interface PlaceholderPageProps {
  title: string;
}

/** Stands in for a screen a later issue builds, inside that screen's real layout. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <PageState
      heading={title}
      icon={<IconLayoutDashboard aria-hidden="true" />}
      title="Coming soon"
      description="This screen is not available yet."
    />
  );
}

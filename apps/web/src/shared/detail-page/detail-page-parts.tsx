import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle } from '../page-title/page-title';
import detailPage from './detail-page.module.css';

/** The way back from a detail page to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      fw={500}
      c="paydesk.7"
      style={{ alignSelf: 'flex-start' }}
    >
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
      {label}
    </Anchor>
  );
}

interface DetailPageLoadingProps {
  /** The browser tab's title. */
  documentTitle: string;
  back: React.ReactNode;
  /** What is loading, said to screen readers ('Loading the dispute…'). */
  status: string;
  /** The heights of the two columns' placeholders. */
  columns: [number, number];
}

/** A detail page while its record loads: the way back, the status, placeholders of its layout. */
export function DetailPageLoading({
  documentTitle,
  back,
  status,
  columns,
}: DetailPageLoadingProps) {
  return (
    <Stack gap="lg" aria-busy="true">
      <PageTitle title={documentTitle} />
      {back}
      <Text role="status" size="sm" c="dimmed">
        {status}
      </Text>
      <Skeleton h={110} radius="lg" />
      <div className={detailPage.columns}>
        <Skeleton h={columns[0]} radius="lg" />
        <Skeleton h={columns[1]} radius="lg" />
      </div>
    </Stack>
  );
}

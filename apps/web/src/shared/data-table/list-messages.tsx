import { Button, EmptyState } from '@mantine/core';
import { IconFilterOff, IconListSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../errors/load-error-alert';

interface ListEmptyProps {
  message: ReactNode;
  /** Offered when filters or a search are set. */
  onClearFilters?: () => void;
}

/** An empty list: the screen's message, and "Clear filters" when filters narrow it. */
export function ListEmpty({ message, onClearFilters }: ListEmptyProps) {
  return (
    <EmptyState
      py="xl"
      icon={<IconListSearch aria-hidden="true" />}
      withIndicatorBackground
      title={onClearFilters ? 'Nothing matches' : 'Nothing here yet'}
      description={message}
      role="status"
    >
      {onClearFilters ? (
        <EmptyState.Actions>
          <Button
            variant="light"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={onClearFilters}
          >
            Clear filters
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}

interface ListErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** A page that could not be read: the error's message and Retry. */
export function ListError({ error, onRetry }: ListErrorProps) {
  return <LoadErrorAlert title="The list could not be loaded" error={error} onRetry={onRetry} />;
}

import {
  Alert,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  APPLICATION_STATUS_LABELS,
  IN_PROGRESS_STATUSES,
  type MerchantApplication,
} from '@paydesk/domain/applications';
import { IconFileDescription } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageState } from '../../../shared/components/page-state';
import { errorText } from '../../../shared/errors/error-message';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { useApplications } from '../api/get-applications';
import { createApplication, rememberApplication } from '../api/save-application';
import { applyHref } from '../utils/apply-href';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const nameOf = (a: MerchantApplication) => a.businessName || 'Business name not given yet';

/** /pending-applications (part 1 §2): the user's applications in progress, each to continue. */
export function PendingApplicationsPage() {
  const list = useApplications();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const narrow = useMediaQuery('(max-width: 47.99em)');
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const created = await createApplication();
      rememberApplication(queryClient, created);
      navigate(applyHref(created.token));
    } catch (failure) {
      setStartError(errorText(failure) ?? 'The application could not be started.');
      setStarting(false);
    }
  };
  const header = (
    <Group justify="space-between" align="flex-end">
      <Title order={1} fz="h2">
        Applications
      </Title>
      <Button onClick={start} loading={starting} variant="light">
        Start a new application
      </Button>
    </Group>
  );

  if (list.isPending) {
    return (
      <Stack gap="lg" aria-busy="true">
        <PageTitle title={pageTitle('Applications')} />
        {header}
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Stack gap="lg">
        <PageTitle title={pageTitle('Applications')} />
        {header}
        <Alert color="red" variant="light" role="alert" title="Could not load your applications">
          <Button variant="default" onClick={() => list.refetch()}>
            Try again
          </Button>
        </Alert>
      </Stack>
    );
  }
  const inProgress = list.data.filter((a) => IN_PROGRESS_STATUSES.includes(a.status));
  if (inProgress.length === 0) {
    return (
      <PageState
        heading="Applications"
        icon={<IconFileDescription size={32} aria-hidden />}
        title="No application in progress"
        description="Applications you start show here until they are decided."
        action={{ href: applyHref(), label: 'Start a new application' }}
      />
    );
  }
  return (
    <Stack gap="lg">
      <PageTitle title={pageTitle('Applications')} />
      {header}
      {startError ? (
        <Alert color="red" variant="light" role="alert">
          {startError}
        </Alert>
      ) : null}
      {narrow ? (
        <Stack gap="sm">
          {inProgress.map((a) => (
            <Card key={a.token} withBorder radius="md" component="article" aria-label={nameOf(a)}>
              <Stack gap={4}>
                <Text fw={600}>{nameOf(a)}</Text>
                <Text size="sm">{APPLICATION_STATUS_LABELS[a.status]}</Text>
                <Text size="sm" c="dimmed">
                  Last saved {formatDateTime(a.updatedAt, zone)}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  Token {a.token}
                </Text>
                <Button
                  component={Link}
                  to={applyHref(a.token)}
                  mt="xs"
                  aria-label={`Continue ${nameOf(a)}`}
                >
                  Continue
                </Button>
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table withTableBorder highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Business</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Last saved</Table.Th>
              <Table.Th>Application token</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inProgress.map((a) => (
              <Table.Tr key={a.token}>
                <Table.Td>{nameOf(a)}</Table.Td>
                <Table.Td>{APPLICATION_STATUS_LABELS[a.status]}</Table.Td>
                <Table.Td>{formatDateTime(a.updatedAt, zone)}</Table.Td>
                <Table.Td style={{ fontFamily: 'monospace' }}>{a.token}</Table.Td>
                <Table.Td>
                  <Button
                    component={Link}
                    to={applyHref(a.token)}
                    size="xs"
                    aria-label={`Continue ${nameOf(a)}`}
                  >
                    Continue
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PageTitle, pageTitle } from '../../../shared/page-title/page-title';
import { twoFactorKeys, useTwoFactorStatus } from '../api/get-two-factor';
import { TwoFactorEnrolled } from '../components/two-factor-enrolled';
import { TwoFactorSetup } from '../components/two-factor-setup';

/**
 * `/admin/account/two-factor` (beyond the spec; staff only): turn two-factor sign-in on with
 * an authenticator app, make new recovery codes, or turn it off.
 */
export function TwoFactorPage() {
  const status = useTwoFactorStatus();
  const queryClient = useQueryClient();
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle title={pageTitle('Two-factor sign-in')} />
      <div>
        <Title order={1} fz="h2">
          Two-factor sign-in
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Protect your sign-in with an authenticator app.
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {status.isPending ? (
          <Center py="lg" role="status" aria-label="Loading">
            <Loader size="sm" />
          </Center>
        ) : status.isError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title="Could not load your two-factor sign-in"
          >
            <Button variant="default" size="xs" mt="xs" onClick={() => status.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : status.data.enrolled ? (
          <TwoFactorEnrolled status={status.data} />
        ) : (
          <TwoFactorSetup
            onDone={() => queryClient.invalidateQueries({ queryKey: twoFactorKeys.all })}
          />
        )}
      </Paper>
    </Stack>
  );
}

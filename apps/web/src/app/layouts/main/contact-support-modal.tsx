import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';

interface ContactSupportModalProps {
  opened: boolean;
  /** The support mailbox (site setting supportEmail). */
  supportEmail: string;
  onClose: () => void;
  merchantId: number | undefined;
  tradeName: string | undefined;
  /** Shown instead of the merchant when an application is still in progress. */
  applicationToken: string | undefined;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </div>
  );
}

/** The Contact Support modal of the main layout (part 1 §1 "Support"). */
export function ContactSupportModal(props: ContactSupportModalProps) {
  const { opened, onClose, merchantId, tradeName, applicationToken, supportEmail } = props;
  const byApplication = merchantId === undefined && applicationToken !== undefined;
  const subject = byApplication
    ? `Support request - application ${applicationToken}`
    : `Support request - merchant ${merchantId ?? ''} ${tradeName ?? ''}`.trim();
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`;

  return (
    <Modal opened={opened} onClose={onClose} title="Contact Support" size="md">
      <Stack gap="md">
        <Text>
          E-mail our support team at{' '}
          <Anchor href={mailto} fw={600}>
            {supportEmail}
          </Anchor>
          .{' '}
          {byApplication
            ? 'Please quote your application token so we can find your application.'
            : 'Please quote your merchant ID and business trade name (DBA) so we can find your account.'}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} p="md" bg="gray.0" bdrs="md">
          {byApplication ? (
            <Fact label="Application token" value={applicationToken ?? ''} />
          ) : (
            <>
              <Fact
                label="Merchant ID"
                value={merchantId === undefined ? '—' : String(merchantId)}
              />
              <Fact label="Business trade name" value={tradeName ?? '—'} />
            </>
          )}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Replies take 1-3 business days.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component="a" href={mailto}>
            E-mail support
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Box, Button, Code, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import type { TwoFactorSecret } from '@paydesk/domain/two-factor';

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Step one of an enrolment: the QR code to scan (the server's SVG), and the secret for
 * entering by hand.
 */
export function EnrolmentPanel({ enrolment }: { enrolment: TwoFactorSecret }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft
        Authenticator or 1Password).
      </Text>
      <Box
        p="xs"
        bg="white"
        style={{
          alignSelf: 'center',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
        }}
      >
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
          alt="QR code to add Paydesk to your authenticator app"
          w={184}
          h={184}
        />
      </Box>
      <Text size="sm">Cannot scan it? Enter this key in the app instead:</Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code
          fz="sm"
          px="sm"
          py={6}
          style={{ overflowWrap: 'anywhere', flex: 1 }}
          data-testid="two-factor-secret"
          aria-label="Key for manual entry"
        >
          {grouped(enrolment.secret)}
        </Code>
        <CopyButton value={enrolment.secret}>
          {({ copied, copy }) => (
            <Button variant="default" size="xs" onClick={copy}>
              {copied ? 'Copied' : 'Copy key'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

import { Button, Group, Modal, RingProgress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IDLE_COUNTDOWN_MS } from '../../shared/session/idle-rules';

export const IDLE_WARNING_TEXT =
  'Are you still here? You will be logged out shortly for security...';
export const LOG_ME_OUT = "I'm done, log me out.";
export const KEEP_ME_LOGGED_IN = "I'm still here, keep me logged in";
export const SESSION_ENDED_TITLE = 'Your session has ended';
export const SESSION_ENDED_TEXT = 'You were logged out in another tab or window';

interface SessionTimeoutModalProps {
  opened: boolean;
  secondsLeft: number;
  /** Refresh credentials are gone (another tab logged out): only logout is offered. */
  ended: boolean;
  staying: boolean;
  onStay: () => void;
  onLogout: () => void;
}

/** The session time-out modal of part 1 §2; it can only be left through its buttons. */
export function SessionTimeoutModal(props: SessionTimeoutModalProps) {
  const { opened, secondsLeft, ended } = props;
  const total = IDLE_COUNTDOWN_MS / 1000;
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={ended ? SESSION_ENDED_TITLE : 'Session time-out'}
      size="md"
      zIndex={400}
      overlayProps={{ backgroundOpacity: 0.45, blur: 3 }}
    >
      {ended ? (
        <Stack gap="lg">
          <Text>{SESSION_ENDED_TEXT}</Text>
          <Button onClick={props.onLogout} fullWidth>
            Log out
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Group wrap="nowrap" gap="md" align="center">
            <RingProgress
              size={72}
              thickness={6}
              roundCaps
              sections={[{ value: (secondsLeft / total) * 100, color: 'paydesk' }]}
              label={
                <Stack gap={0} align="center" aria-hidden>
                  <Text fw={700} size="lg" lh={1.1} data-testid="idle-countdown">
                    {secondsLeft}
                  </Text>
                  <Text size="xs" c="dimmed" lh={1}>
                    sec
                  </Text>
                </Stack>
              }
            />
            <Text>{IDLE_WARNING_TEXT}</Text>
          </Group>
          <VisuallyHidden role="timer">
            {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'} left
          </VisuallyHidden>
          <Stack gap="xs">
            <Button onClick={props.onStay} loading={props.staying} fullWidth data-autofocus>
              {KEEP_ME_LOGGED_IN}
            </Button>
            <Button variant="default" onClick={props.onLogout} fullWidth>
              {LOG_ME_OUT}
            </Button>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The merchant status labels and pill styles live in the domain (shared with the server);
 * the web's imports keep this path.
 */
export {
  CLOSED_STATUSES,
  isClosedStatus,
  merchantStatusLabel,
  merchantStatusStyle,
  NEWER_PROCESSOR_ID,
  STATUS_STYLES,
  type StatusStyle,
} from '@paydesk/domain/merchant-status';

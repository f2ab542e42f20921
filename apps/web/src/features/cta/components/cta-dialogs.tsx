import type { CtaSubmitResult } from '../api/answer-cta';
import type { CtaInfo } from '../api/get-cta';
import { CtaConfirmationModal } from './cta-confirmation-modal';
import { CtaModal } from './cta-modal';

/**
 * The CTA modal and its confirmation, one lazy chunk: the gate loads it only when the account
 * has a CTA for this user.
 */
export function CtaDialogs({
  info,
  formOpened,
  confirmationOpened,
  onNotNow,
  onAnswered,
  onConfirmationClosed,
}: {
  info: CtaInfo | null;
  formOpened: boolean;
  confirmationOpened: boolean;
  onNotNow: () => void;
  onAnswered: (result: CtaSubmitResult) => void;
  onConfirmationClosed: () => void;
}) {
  return (
    <>
      {info ? (
        <CtaModal opened={formOpened} info={info} onNotNow={onNotNow} onAnswered={onAnswered} />
      ) : null}
      <CtaConfirmationModal opened={confirmationOpened} onClose={onConfirmationClosed} />
    </>
  );
}

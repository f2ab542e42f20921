import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { invalidateMerchantData } from '../../../shared/merchant-account/merchant-data-keys';
import { useCta } from '../api/get-cta';

const CtaDialogs = lazy(async () => ({ default: (await import('./cta-dialogs')).CtaDialogs }));

/** The accounts whose CTA was put off with 'Not now' in this page's life (a reload asks again). */
const putOff = new Set<number>();

/**
 * Opens the call-to-action modal when the selected account has a CTA for this user (part 1 §4:
 * the CTA's merchant matches the selected account and its settings apply; the server decides
 * the latter). Mounted by the main layout per account; the dialogs' code loads only when a CTA
 * is there. After the answer, the confirmation; closing it reloads the merchant data.
 */
export function CtaGate({ merchantId }: { merchantId: number }) {
  const queryClient = useQueryClient();
  const cta = useCta(merchantId);
  const [notNow, setNotNow] = useState(() => putOff.has(merchantId));
  const [answered, setAnswered] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const info = cta.data?.data ?? null;
  const formOpened = info !== null && !notNow && !answered;

  const reload = () => {
    setConfirming(false);
    void invalidateMerchantData(queryClient, merchantId).then(() => setAnswered(false));
  };

  return (
    <LazyDialog opened={formOpened || confirming}>
      {(opened) => (
        <CtaDialogs
          info={info}
          formOpened={opened && formOpened}
          confirmationOpened={opened && confirming}
          onNotNow={() => {
            putOff.add(merchantId);
            setNotNow(true);
          }}
          onAnswered={(result) => {
            setAnswered(true);
            if (result.documentsSubmitted) setConfirming(true);
            else reload();
          }}
          onConfirmationClosed={reload}
        />
      )}
    </LazyDialog>
  );
}

export default CtaGate;

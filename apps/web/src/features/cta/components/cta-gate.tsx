import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { LazyDialog } from '../../../shared/components/lazy-dialog';
import { invalidateMerchantData } from '../../../shared/merchant-account/merchant-data-keys';
import { useCta } from '../api/get-cta';

const CtaModal = lazy(async () => ({ default: (await import('./cta-modal')).CtaModal }));
const CtaConfirmationModal = lazy(async () => ({
  default: (await import('./cta-confirmation-modal')).CtaConfirmationModal,
}));

/** The accounts whose CTA was put off with 'Not now' in this page's life (a reload asks again). */
const putOff = new Set<number>();

/**
 * Opens the call-to-action modal when the selected account has a CTA for this user (part 1 §4:
 * the CTA's merchant matches the selected account and its settings apply; the server decides
 * the latter). Mounted by the main layout per account; its modal's code loads only when a CTA
 * is there.
 */
export function CtaGate({ merchantId }: { merchantId: number }) {
  const queryClient = useQueryClient();
  const cta = useCta(merchantId);
  const [notNow, setNotNow] = useState(() => putOff.has(merchantId));
  const [answered, setAnswered] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const info = cta.data?.data ?? null;

  const reload = () => {
    setConfirming(false);
    void invalidateMerchantData(queryClient, merchantId).then(() => setAnswered(false));
  };

  return (
    <>
      <LazyDialog opened={info !== null && !notNow && !answered}>
        {(opened) =>
          info ? (
            <CtaModal
              opened={opened}
              info={info}
              onNotNow={() => {
                putOff.add(merchantId);
                setNotNow(true);
              }}
              onAnswered={(result) => {
                setAnswered(true);
                if (result.documentsSubmitted) setConfirming(true);
                else reload();
              }}
            />
          ) : null
        }
      </LazyDialog>
      <LazyDialog opened={confirming}>
        {(opened) => <CtaConfirmationModal opened={opened} onClose={reload} />}
      </LazyDialog>
    </>
  );
}

export default CtaGate;

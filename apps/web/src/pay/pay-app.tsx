import type { PayPage, PayResult } from '@paydesk/domain/pay';
import { useEffect, useRef, useState } from 'react';
import { loadPayPage } from './pay-api';
import { PayForm } from './pay-form';
import { textOn } from './pay-rules';
import { Receipt } from './receipt';

type View =
  | { kind: 'loading' }
  | { kind: 'missing'; message: string }
  | { kind: 'page'; page: PayPage }
  | { kind: 'closed'; page: PayPage; message: string }
  | { kind: 'paid'; page: PayPage; result: PayResult };

/** The hosted pay page: the link, then the form, then the receipt (or why it takes no payment). */
export function PayApp({ token }: { token: string }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the page (Try again)
  useEffect(() => {
    let live = true;
    setView({ kind: 'loading' });
    loadPayPage(token).then((answer) => {
      if (!live) return;
      if (!answer.ok) setView({ kind: 'missing', message: answer.failure.message });
      else if (answer.value.state !== 'active')
        setView({ kind: 'closed', page: answer.value, message: answer.value.message ?? '' });
      else setView({ kind: 'page', page: answer.value });
    });
    return () => {
      live = false;
    };
  }, [token, attempt]);

  useEffect(() => {
    if (view.kind === 'page' || view.kind === 'paid' || view.kind === 'closed') {
      document.title = `${view.page.title} · ${view.page.merchant.name}`;
    }
  }, [view]);

  if (view.kind === 'loading') {
    return (
      <main className="pay-shell" aria-busy="true">
        <div className="pay-card pay-skeleton" role="status">
          <span className="pay-visually-hidden">Loading the payment page…</span>
          <div className="pay-skeleton-line wide" />
          <div className="pay-skeleton-line" />
          <div className="pay-skeleton-line" />
        </div>
      </main>
    );
  }
  if (view.kind === 'missing') {
    return (
      <main className="pay-shell">
        <section className="pay-card pay-notice" aria-labelledby="pay-missing">
          <h1 id="pay-missing">Payment link unavailable</h1>
          <p role="alert">{view.message}</p>
          <button type="button" className="pay-secondary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </section>
      </main>
    );
  }
  const { page } = view;
  return (
    <>
      <MerchantHeader page={page} />
      <main className="pay-shell">
        {view.kind === 'closed' ? (
          <section className="pay-card pay-notice" aria-labelledby="pay-closed">
            <h1 id="pay-closed">{page.title}</h1>
            <p className="pay-closed-message" role="status">
              {view.message}
            </p>
            <p className="pay-muted">Contact {page.merchant.name} if you still need to pay.</p>
          </section>
        ) : view.kind === 'paid' ? (
          <Receipt page={page} result={view.result} />
        ) : (
          <PayForm
            page={page}
            onPaid={(result) => setView({ kind: 'paid', page, result })}
            onClosed={(message) => setView({ kind: 'closed', page, message })}
          />
        )}
        <p className="pay-footer">
          Payments are processed securely. Your card number goes to the card processor only.
        </p>
      </main>
    </>
  );
}

function MerchantHeader({ page }: { page: PayPage }) {
  const color = page.merchant.brandColor;
  const [logoFailed, setLogoFailed] = useState(false);
  const ref = useRef<HTMLElement>(null);
  return (
    <header ref={ref} className="pay-header" style={{ background: color, color: textOn(color) }}>
      <div className="pay-header-inner">
        {page.merchant.logoUrl && !logoFailed ? (
          <img
            className="pay-logo"
            src={page.merchant.logoUrl}
            alt=""
            onError={() => setLogoFailed(true)}
          />
        ) : (
          <span className="pay-logo-initial" aria-hidden="true">
            {page.merchant.name.slice(0, 1)}
          </span>
        )}
        <span className="pay-merchant-name">{page.merchant.name}</span>
      </div>
    </header>
  );
}

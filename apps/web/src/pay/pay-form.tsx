import { digitsOf } from '@paydesk/domain/card-number';
import { formatMoney } from '@paydesk/domain/money';
import type { PayPage, PayRequestInput, PayResult } from '@paydesk/domain/pay';
import { PAYMENT_LINK_MESSAGES } from '@paydesk/domain/payment-link-fields';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  formatCardNumber,
  formatExpiry,
  onlyDigits,
  typedCardBrand,
} from '../shared/payment-method/card-entry';
import { newAttemptKey, submitPayment } from './pay-api';
import {
  type AchFields,
  achProblems,
  type CardFields,
  cardProblems,
  emailProblem,
  nameProblem,
  parseDollars,
  textOn,
} from './pay-rules';

type Method = 'card' | 'ach';

interface Props {
  page: PayPage;
  onPaid: (result: PayResult) => void;
  onClosed: (message: string) => void;
}

/** The order (items and quantities, or the amount), the payer's details and the payment. */
export function PayForm({ page, onPaid, onClosed }: Props) {
  const money = (cents: number) => formatMoney(cents, page.currency);
  const [quantities, setQuantities] = useState(() => page.items.map((item) => item.quantity));
  const [amountText, setAmountText] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [method, setMethod] = useState<Method>(page.methods.card ? 'card' : 'ach');
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [ach, setAch] = useState<AchFields>({
    routingNumber: '',
    accountNumber: '',
    accountType: 'checking',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The key of the attempt in flight: a retry after a lost answer sends the same one. */
  const attemptKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const openAmount = page.amountType === 'open' ? parseDollars(amountText) : null;
  const total =
    page.amountType === 'open'
      ? (openAmount ?? 0)
      : page.items.length > 0
        ? page.items.reduce(
            (sum, item, i) => sum + item.unitAmount * (quantities[i] ?? item.quantity),
            0,
          )
        : (page.amount ?? 0);

  const change = () => {
    attemptKey.current = null;
  };

  function check(): Record<string, string> {
    const problems: Record<string, string> = {};
    if (page.amountType === 'open') {
      const bounds = page.openAmount;
      if (openAmount === null || (bounds && (openAmount < bounds.min || openAmount > bounds.max))) {
        problems.amount = PAYMENT_LINK_MESSAGES.amount;
      }
    }
    const n = nameProblem(name);
    if (n) problems.name = n;
    const e = emailProblem(email);
    if (e) problems.email = e;
    Object.assign(problems, method === 'card' ? cardProblems(card) : achProblems(ach));
    return problems;
  }

  function focusFirstProblem(problems: Record<string, string>) {
    const first = Object.keys(problems)[0];
    if (!first) return;
    const field = formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
    field?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problems = check();
    setErrors(problems);
    setAlert(null);
    if (Object.keys(problems).length > 0) {
      focusFirstProblem(problems);
      return;
    }
    const body: PayRequestInput =
      method === 'card'
        ? { name, email, method, card: { ...card, number: digitsOf(card.number) } }
        : { name, email, method, ach };
    if (page.amountType === 'items') body.quantities = quantities;
    if (page.amountType === 'open' && openAmount !== null) body.amount = openAmount;
    attemptKey.current ??= newAttemptKey();
    setBusy(true);
    const answer = await submitPayment(page.token, body, attemptKey.current);
    setBusy(false);
    if (answer.ok) {
      attemptKey.current = null;
      if (answer.value.outcome === 'approved') {
        onPaid(answer.value);
        return;
      }
      showAlert(answer.value.message);
      if (method === 'card')
        formRef.current?.querySelector<HTMLElement>('[data-field="card.number"]')?.focus();
      return;
    }
    const { failure } = answer;
    if (failure.status === 409 && !failure.message.includes('Idempotency')) {
      onClosed(failure.message);
      return;
    }
    if (failure.status !== 0) attemptKey.current = null;
    if (failure.status === 400) {
      const fieldErrors: Record<string, string> = {};
      for (const [field, messages] of Object.entries(failure.errors)) {
        fieldErrors[field.startsWith('quantities') ? 'quantities' : field] = messages[0] ?? '';
      }
      setErrors(fieldErrors);
      showAlert('Please check the highlighted fields.');
      focusFirstProblem(fieldErrors);
      return;
    }
    showAlert(failure.message);
  }

  function showAlert(message: string) {
    setAlert(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  const brand = typedCardBrand(card.number);
  const buttonColor = page.merchant.brandColor;

  return (
    <form
      ref={formRef}
      className="pay-card"
      onSubmit={submit}
      noValidate
      aria-labelledby="pay-title"
    >
      <h1 id="pay-title" className="pay-title">
        {page.title}
      </h1>
      {page.description ? <p className="pay-description">{page.description}</p> : null}

      {page.items.length > 0 ? (
        <ul className="pay-items" aria-label="Your order">
          {page.items.map((item, index) => (
            <li key={`${item.productId}:${item.name}`} className="pay-item">
              {item.imageUrl ? <img className="pay-item-image" src={item.imageUrl} alt="" /> : null}
              <div className="pay-item-text">
                <span className="pay-item-name">{item.name}</span>
                <span className="pay-muted">{money(item.unitAmount)} each</span>
              </div>
              {item.adjustableQuantity ? (
                <Stepper
                  label={`Quantity of ${item.name}`}
                  value={quantities[index] ?? item.quantity}
                  min={item.minQuantity}
                  max={item.maxQuantity}
                  onChange={(value) => {
                    change();
                    setQuantities((all) => all.map((q, i) => (i === index ? value : q)));
                  }}
                />
              ) : (
                <span className="pay-item-qty">
                  <span className="pay-visually-hidden">Quantity </span>× {item.quantity}
                </span>
              )}
              <span className="pay-item-total">
                {money(item.unitAmount * (quantities[index] ?? item.quantity))}
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      {page.amountType === 'open' ? (
        <Field id="amount" label="Amount" error={errors.amount}>
          {(props) => (
            <div className="pay-money-input">
              <span aria-hidden="true">$</span>
              <input
                {...props}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={amountText}
                onChange={(e) => {
                  change();
                  setAmountText(e.target.value);
                }}
              />
            </div>
          )}
        </Field>
      ) : null}

      <div className="pay-total" aria-live="polite">
        <span>Total</span>
        <strong>{money(total)}</strong>
      </div>
      {errors.quantities ? (
        <p className="pay-error" role="alert">
          {errors.quantities}
        </p>
      ) : null}

      <fieldset className="pay-group">
        <legend>Your details</legend>
        <Field id="name" label="Full name" error={errors.name}>
          {(props) => (
            <input
              {...props}
              autoComplete="name"
              value={name}
              onChange={(e) => {
                change();
                setName(e.target.value);
              }}
            />
          )}
        </Field>
        <Field id="email" label="E-mail for your receipt" error={errors.email}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                change();
                setEmail(e.target.value);
              }}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="pay-group">
        <legend>Payment</legend>
        {page.methods.card && page.methods.ach ? (
          <div className="pay-methods" role="radiogroup" aria-label="Pay with">
            {(['card', 'ach'] as const).map((m) => (
              <label key={m} className={`pay-method ${method === m ? 'selected' : ''}`}>
                <input
                  type="radio"
                  name="method"
                  value={m}
                  checked={method === m}
                  onChange={() => {
                    change();
                    setMethod(m);
                    setErrors({});
                  }}
                />
                {m === 'card' ? 'Card' : 'Bank account (ACH)'}
              </label>
            ))}
          </div>
        ) : null}

        {method === 'card' ? (
          <>
            <Field
              id="card.number"
              label="Card number"
              error={errors['card.number']}
              hint={brand ? undefined : 'Visa, MasterCard, American Express or Discover'}
            >
              {(props) => (
                <div className={`pay-card-number ${brand ? 'has-brand' : ''}`}>
                  <input
                    {...props}
                    inputMode="numeric"
                    autoComplete="cc-number"
                    placeholder="1234 1234 1234 1234"
                    value={card.number}
                    onChange={(e) => {
                      change();
                      setCard({ ...card, number: formatCardNumber(e.target.value) });
                    }}
                  />
                  {brand ? (
                    <span className="pay-brand" data-testid="card-brand">
                      {brand}
                    </span>
                  ) : null}
                </div>
              )}
            </Field>
            <div className="pay-row">
              <Field id="card.expiry" label="Expiry (MM/YY)" error={errors['card.expiry']}>
                {(props) => (
                  <input
                    {...props}
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder="MM/YY"
                    value={card.expiry}
                    onChange={(e) => {
                      change();
                      setCard({ ...card, expiry: formatExpiry(e.target.value, card.expiry) });
                    }}
                  />
                )}
              </Field>
              <Field id="card.cvc" label="Security code" error={errors['card.cvc']}>
                {(props) => (
                  <input
                    {...props}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={4}
                    placeholder={brand === 'American Express' ? '4 digits' : '3 digits'}
                    value={card.cvc}
                    onChange={(e) => {
                      change();
                      setCard({ ...card, cvc: onlyDigits(e.target.value) });
                    }}
                  />
                )}
              </Field>
            </div>
          </>
        ) : (
          <>
            <Field
              id="ach.routingNumber"
              label="Routing number"
              error={errors['ach.routingNumber']}
            >
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={9}
                  value={ach.routingNumber}
                  onChange={(e) => {
                    change();
                    setAch({ ...ach, routingNumber: onlyDigits(e.target.value) });
                  }}
                />
              )}
            </Field>
            <Field
              id="ach.accountNumber"
              label="Account number"
              error={errors['ach.accountNumber']}
            >
              {(props) => (
                <input
                  {...props}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={17}
                  value={ach.accountNumber}
                  onChange={(e) => {
                    change();
                    setAch({ ...ach, accountNumber: onlyDigits(e.target.value) });
                  }}
                />
              )}
            </Field>
            <div className="pay-methods" role="radiogroup" aria-label="Account type">
              {(['checking', 'savings'] as const).map((type) => (
                <label
                  key={type}
                  className={`pay-method ${ach.accountType === type ? 'selected' : ''}`}
                >
                  <input
                    type="radio"
                    name="accountType"
                    value={type}
                    checked={ach.accountType === type}
                    onChange={() => {
                      change();
                      setAch({ ...ach, accountType: type });
                    }}
                  />
                  {type === 'checking' ? 'Checking' : 'Savings'}
                </label>
              ))}
            </div>
          </>
        )}
      </fieldset>

      {alert ? (
        <div ref={alertRef} className="pay-alert" role="alert" tabIndex={-1}>
          {alert}
        </div>
      ) : null}

      <button
        type="submit"
        className="pay-button"
        style={{ background: buttonColor, color: textOn(buttonColor) }}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? 'Processing…' : `Pay ${money(total)}`}
      </button>
      <p className="pay-visually-hidden" role="status" aria-live="polite">
        {busy ? 'Processing your payment…' : ''}
      </p>
    </form>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: string | undefined;
  children: (props: {
    id: string;
    'data-field': string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    required: boolean;
  }) => React.ReactNode;
}

/** A labelled input with its hint and its error, tied to it for screen readers. */
function Field({ id, label, error, hint, children }: FieldProps) {
  const base = useId();
  const inputId = `${base}-input`;
  const described = [hint ? `${base}-hint` : null, error ? `${base}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`pay-field ${error ? 'invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      {children({
        id: inputId,
        'data-field': id,
        'aria-invalid': Boolean(error),
        'aria-describedby': described || undefined,
        required: true,
      })}
      {hint && !error ? (
        <span id={`${base}-hint`} className="pay-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${base}-error`} className="pay-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

function Stepper({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and the value, like a native stepper
    <div className="pay-stepper" role="group" aria-label={label}>
      <button
        type="button"
        aria-label="Fewer"
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output aria-live="polite" aria-label={`${label}: ${value}`}>
        {value}
      </output>
      <button
        type="button"
        aria-label="More"
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}

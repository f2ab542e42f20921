import {
  Component,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** What the placeholder spreads on its control: each notes that the person means to use it. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: (event: FocusEvent) => void;
  onBlur: (event: FocusEvent) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** The real control's popup state: it is controlled, so an early click can open it. */
export interface DeferredPopup {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

interface DeferredControlProps {
  /** The closed control as it shows before its code loads (no floating-ui), with the handlers. */
  placeholder: (intent: IntentHandlers) => ReactNode;
  /** The real control, behind React.lazy, controlled by `popup`. */
  children: (popup: DeferredPopup) => ReactNode;
}

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/** A control whose code could not load (offline, a new release) stays as its placeholder. */
export class FallbackOnError extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Keys that open a closed menu or list from its button. */
const OPEN_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * The real control, mounted closed: it takes the focus the placeholder had, then opens if it
 * was asked to while its code loaded (so Mantine notes the focused element and returns the
 * focus to it on close, as with shared/components/lazy-dialog.tsx).
 */
function Handoff({
  box,
  focused,
  opened,
  onChange,
  children,
}: DeferredPopup & {
  box: RefObject<HTMLDivElement | null>;
  focused: RefObject<boolean>;
  children: DeferredControlProps['children'];
}) {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => {
    if (focused.current) box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [box, focused]);
  useEffect(() => setMounted(true), []);
  return children({ opened: opened && mounted, onChange });
}

/**
 * A control whose popup (a menu, a list, a calendar) needs floating-ui and Mantine's Menu,
 * Popover and FocusTrap: the page shows a look-alike placeholder, and the real control loads
 * when the pointer comes over it, a finger touches it or it takes the focus. The placeholder
 * stays until the code is there (a transition); then the real control takes its place, with
 * the focus when the placeholder had it, and open when the placeholder was clicked (or
 * ArrowDown/ArrowUp pressed) meanwhile.
 */
export function DeferredControl({ placeholder, children }: DeferredControlProps) {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const focused = useRef(false);
  const box = useRef<HTMLDivElement>(null);

  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };
  const intent: IntentHandlers = {
    onPointerEnter: want,
    onTouchStart: want,
    onFocus: () => {
      focused.current = true;
      want();
    },
    onBlur: () => {
      focused.current = false;
    },
    onClick: () => {
      setOpened(true);
      want();
    },
    onKeyDown: (event) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      setOpened(true);
      want();
    },
  };

  return (
    <div ref={box} style={{ display: 'contents' }}>
      <FallbackOnError fallback={placeholder(intent)}>
        <Suspense fallback={placeholder(intent)}>
          {wanted ? (
            <Handoff box={box} focused={focused} opened={opened} onChange={setOpened}>
              {children}
            </Handoff>
          ) : (
            placeholder(intent)
          )}
        </Suspense>
      </FallbackOnError>
    </div>
  );
}

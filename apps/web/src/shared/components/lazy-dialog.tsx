import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';

interface LazyDialogProps {
  opened: boolean;
  /** The dialog (a React.lazy component), given whether it is open. */
  children: (opened: boolean) => ReactNode;
}

/** Mounted closed first, then opened: Mantine notes the focused element only on a change. */
function OpenAfterMount({ opened, children }: LazyDialogProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return children(opened && mounted);
}

/** A dialog whose code could not load (offline, or a new release) shows nothing, not an error page. */
class SkipOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A dialog whose code loads the first time it is opened (keep its component behind
 * React.lazy), then stays mounted so it closes with its transition. It opens once mounted,
 * so it still returns the focus to what opened it.
 */
export function LazyDialog({ opened, children }: LazyDialogProps) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <SkipOnError>
      <Suspense fallback={null}>
        <OpenAfterMount opened={opened}>{children}</OpenAfterMount>
      </Suspense>
    </SkipOnError>
  );
}

import { REVEAL_VISIBLE_MS } from '@paydesk/domain/admin-merchant-records';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A revealed secret (a full SSN, an account number) held for a moment: shown for
 * REVEAL_VISIBLE_MS (30 s), then hidden again; gone when the component unmounts (leaving the
 * tab). Kept in component state only: never in the query cache, never logged.
 */
export function useTimedReveal<K>() {
  const [revealed, setRevealed] = useState<{ key: K; value: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setRevealed(null);
  }, []);

  const show = useCallback((key: K, value: string) => {
    clearTimeout(timer.current);
    setRevealed({ key, value });
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setRevealed(null);
    }, REVEAL_VISIBLE_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** The value revealed for `key`, if it is still shown. */
  const shownFor = useCallback(
    (key: K) => (revealed && Object.is(revealed.key, key) ? revealed.value : null),
    [revealed],
  );

  return { shownFor, show, hide };
}

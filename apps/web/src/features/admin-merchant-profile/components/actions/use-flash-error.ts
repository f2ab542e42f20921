import { useCallback, useEffect, useRef, useState } from 'react';
import { FORM_ERROR_MS } from './action-rules';

/** A form message that clears itself after 4 seconds (part 2 §8, §9). */
export function useFlashError(): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback((next: string | null) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (next) timer.current = setTimeout(() => setMessage(null), FORM_ERROR_MS);
  }, []);
  return [message, flash];
}

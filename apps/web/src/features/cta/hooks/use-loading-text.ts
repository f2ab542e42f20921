import { ctaLoadingText } from '@paydesk/domain/cta-rules';
import { useEffect, useState } from 'react';

/**
 * The loading text of the CTA form while `active` (fetching or submitting): none for 3 s,
 * then the texts of part 1 §4 at 3 s, 6.5 s and 24 s.
 */
export function useLoadingText(active: boolean): string | null {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    setText(null);
    if (!active) return;
    const started = Date.now();
    const timer = setInterval(() => setText(ctaLoadingText(Date.now() - started)), 250);
    return () => clearInterval(timer);
  }, [active]);
  return active ? text : null;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { rememberApplication, saveApplicationDraft } from '../api/save-application';
import { type DraftStep, draftValues, type StepValues } from './step-values';

/** How long typing pauses before the draft is saved. */
export const DRAFT_DELAY_MS = 600;

/**
 * Saves what is typed in a step as a draft once typing pauses, and at once when the step is
 * left (Back, or the page closing), so a reload loses nothing. Failures are quiet: the step's
 * own save (Continue) reports problems; `settle` stops the drafts when the step itself is saved.
 */
export function useDraftAutosave(token: string, step: DraftStep, values: StepValues) {
  const queryClient = useQueryClient();
  const serialized = JSON.stringify(draftValues(step, values));
  const saved = useRef(serialized);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const send = (text: string) => {
      saved.current = text;
      pending.current = null;
      saveApplicationDraft(token, step, JSON.parse(text) as Record<string, string>)
        .then((application) => rememberApplication(queryClient, application))
        .catch(() => undefined);
    };
    if (serialized === saved.current) return;
    pending.current = serialized;
    timer.current = setTimeout(() => send(serialized), DRAFT_DELAY_MS);
    return () => {
      clearTimeout(timer.current);
    };
  }, [serialized, token, step, queryClient]);

  // Leaving the step (or the page) sends what is still waiting.
  useEffect(() => {
    const flush = () => {
      const text = pending.current;
      if (text === null) return;
      pending.current = null;
      saved.current = text;
      saveApplicationDraft(token, step, JSON.parse(text) as Record<string, string>).catch(
        () => undefined,
      );
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [token, step]);

  /**
   * The step is being saved whole: nothing typed so far is sent as a draft any more (a late
   * draft would put the raw text back over the step's normalised values).
   */
  const settle = () => {
    clearTimeout(timer.current);
    pending.current = null;
    saved.current = serialized;
  };
  return { settle };
}

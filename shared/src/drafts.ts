import { useEffect, useRef } from 'react';
import type { ZodType } from '@portal/shared/contract/zod';

const PREFIX = 'portal.draft.';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): nothing is kept, the form works as before.
    return undefined;
  }
}

/** Forgets the draft kept under `key` (the form was sent, or given up). */
export function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/**
 * Keeps what a form holds in this tab (sessionStorage) under `key`, so a reload or Back brings it
 * back; no other tab and no later visit sees it. The kept values are read once after the first
 * render (the server's HTML and the first render in the browser stay the same) and handed to
 * `restore` when they still match `schema`; then every change is kept, and values equal to the
 * first ones (a form reset after sending) are forgotten. `clearDraft` forgets them at once.
 */
export function useDraft<Values>(
  key: string,
  schema: ZodType<Values>,
  values: Values,
  restore: (draft: Values) => void,
): void {
  const shown = JSON.stringify(values);
  const first = useRef(shown);
  const restored = useRef(false);
  const restoreRef = useRef({ schema, restore });
  restoreRef.current = { schema, restore };

  useEffect(() => {
    const kept = storage();
    if (!restored.current) {
      restored.current = true;
      const raw = kept?.getItem(PREFIX + key);
      if (raw === null || raw === undefined) return;
      try {
        const draft = restoreRef.current.schema.safeParse(JSON.parse(raw));
        if (draft.success) restoreRef.current.restore(draft.data);
      } catch {
        kept?.removeItem(PREFIX + key);
      }
      return;
    }
    if (shown === first.current) kept?.removeItem(PREFIX + key);
    else kept?.setItem(PREFIX + key, shown);
  }, [key, shown]);
}

import { startTransition, useEffect, useState } from 'react';

let hydrationDone = false;

/** The root calls this in its first effect: components mounted from then on are past hydration. */
export function markHydrated(): void {
  hydrationDone = true;
}

/**
 * True while the document the server sent is being hydrated: its effects run before the root's,
 * so a component's first effect knows whether it came with the document or a later navigation.
 */
export const isHydrating = (): boolean => !hydrationDone;

/**
 * True once the page runs in the browser: false on the server and while hydrating, so both
 * render the same, then true. The switch is a transition, rendered in short slices;
 * useSyncExternalStore would re-render urgently, in one long task, right after hydration.
 * A component mounted later in the visit starts true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => hydrationDone);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

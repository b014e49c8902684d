import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/** SPEC.md section 2: the warning shown when leaving a form with unsaved edits. */
export const UNSAVED_CHANGES_WARNING = 'Tienes cambios sin guardar...';

/** The forms on screen now holding unsaved edits, each by its hook's own flag. */
const dirtyForms = new Set<{ current: boolean }>();

/** Whether any form on screen holds unsaved edits (an ended session then signs in over it). */
export const hasUnsavedChanges = () => [...dirtyForms].some((form) => form.current);

/**
 * Asks before leaving a form with unsaved edits: in-app navigation is held until the admin
 * confirms, and closing or reloading the tab triggers the browser's own warning. Returns
 * `allowLeaving`, for a save that navigates away at once, before the form re-renders clean.
 */
export function useUnsavedChangesWarning(dirty: boolean): () => void {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    dirtyForms.add(dirtyRef);
    return () => {
      dirtyForms.delete(dirtyRef);
    };
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return useCallback(() => {
    dirtyRef.current = false;
  }, []);
}

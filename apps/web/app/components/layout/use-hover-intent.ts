import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the pointer must rest on another item before its menu replaces the open one. */
export const MENU_SWITCH_DELAY_MS = 150;
/** How long a menu stays open after the pointer left it, so a diagonal path can come back. */
export const MENU_CLOSE_DELAY_MS = 300;

/**
 * Hover intent for the header's mega-menus: one menu open at a time; the first opens at once,
 * but moving from an open menu's item towards its panel across a neighbour (a diagonal path)
 * neither switches nor closes it unless the pointer stays.
 */
export function useHoverIntent() {
  const [open, setOpen] = useState<string | null>(null);
  const openRef = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = useCallback((key: string | null) => {
    clearTimer();
    openRef.current = key;
    setOpen(key);
  }, []);
  useEffect(() => clearTimer, []);

  const enter = useCallback(
    (key: string) => {
      clearTimer();
      if (openRef.current === null || openRef.current === key) {
        show(key);
        return;
      }
      timer.current = setTimeout(() => show(key), MENU_SWITCH_DELAY_MS);
    },
    [show],
  );
  const leave = useCallback(() => {
    clearTimer();
    if (openRef.current === null) return;
    timer.current = setTimeout(() => show(null), MENU_CLOSE_DELAY_MS);
  }, [show]);
  const toggle = useCallback((key: string) => show(openRef.current === key ? null : key), [show]);
  const close = useCallback(() => show(null), [show]);

  return { open, enter, leave, toggle, close };
}

import { create } from 'zustand';

export type ToastType = 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  type: ToastType;
}

export interface ToastOptions {
  type?: ToastType;
  /** How long the toast stays; SPEC.md section 9: 1000 ms in the layout, 10000 ms for cart notices. */
  durationMs?: number;
}

/** SPEC.md section 9: the layout's toasts last 1000 ms unless the caller asks for longer. */
export const DEFAULT_TOAST_MS = 1000;

interface ToastState {
  toasts: Toast[];
  dismissToast: (id: number) => void;
}

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

let nextId = 1;

/**
 * Shows a notice in the top-right corner, e.g. `showToast('Añadiste al carrito un producto')` or
 * `showToast('Producto eliminado del carrito', { type: 'error' })`. Returns the toast's id.
 */
export function showToast(text: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const toast: Toast = { id, text, type: options.type ?? 'success' };
  useToastStore.setState((state) => ({ toasts: [...state.toasts, toast] }));
  const duration = options.durationMs ?? DEFAULT_TOAST_MS;
  setTimeout(() => useToastStore.getState().dismissToast(id), duration);
  return id;
}

export { DEFAULT_TOAST_MS, showToast, useToastStore } from './toast-store';
export type { Toast, ToastOptions, ToastType } from './toast-store';
export { Toaster } from './toaster';

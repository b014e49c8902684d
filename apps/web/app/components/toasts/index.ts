// The notices' store lives in store/, where lib can reach it too; this folder holds their view.
export { showToast, useToastStore } from '../../store/toast-store';
export { Toaster } from './toaster';

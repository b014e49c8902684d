import { useState } from 'react';
import { adminDownload, errorMessage } from '../../lib/admin/api';
import { showToast } from '../toasts';
import { Button } from '../ui/button';

/** 'Exportar': downloads a CSV from the admin API; `path` is read at the click (current filters). */
export function ExportButton({ path, filename }: { path: () => string; filename: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await adminDownload(path(), filename);
    } catch (error) {
      showToast(errorMessage(error), { type: 'error', durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" disabled={busy} onClick={() => void download()}>
      Exportar
    </Button>
  );
}

import type { StaffArea } from '@shop/domain';
import { useState } from 'react';
import { useMayUse } from '../../lib/admin/admin-context';
import { adminDownload, errorMessage } from '../../lib/admin/api';
import { showToast } from '../toasts';
import { Button } from '../ui/button';

/**
 * 'Exportar': downloads a CSV from the admin API; `path` is read at the click (current filters).
 * With `area` (customer data: 'exports'), staff without that area do not see it.
 */
export function ExportButton({
  path,
  filename,
  area,
}: {
  path: () => string;
  filename: string;
  area?: StaffArea;
}) {
  const allowed = useMayUse(area ?? 'exports');
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
  if (area && !allowed) return null;
  return (
    <Button type="button" disabled={busy} onClick={() => void download()}>
      Exportar
    </Button>
  );
}

import { missingForTransfer, settingsSchema, type Settings } from '@shop/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import styles from '../../components/admin/admin.module.css';
import { useMayUse } from '../../lib/admin/admin-context';

/** "a, b y c". */
function spanishList(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/**
 * Tells the owner why the checkout does not offer bank transfer yet, and what to fill in. Given
 * the settings (Ajustes), or reading them itself (the admin hub).
 */
export function TransferSetupNotice({ settings }: { settings?: Settings }) {
  const mayChange = useMayUse('settings');
  const [read, setRead] = useState<Settings | null>(null);
  useEffect(() => {
    if (settings) return;
    const controller = new AbortController();
    fetch('/api/settings', { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const parsed = settingsSchema.safeParse(body);
        if (parsed.success) setRead(parsed.data);
      })
      .catch(() => {
        // Without the settings the notice stays hidden; Ajustes shows it again.
      });
    return () => controller.abort();
  }, [settings]);

  const current = settings ?? read;
  const missing = current ? missingForTransfer(current) : [];
  if (missing.length === 0) return null;
  return (
    <div className={styles.alert} role="status">
      <p className={styles.alertText}>
        {mayChange ? (
          <>
            El checkout no ofrece pago por transferencia hasta que cargues {spanishList(missing)}.{' '}
            {!settings && <Link to="/ajustes">Completar en Ajustes</Link>}
          </>
        ) : (
          // Staff without the settings area cannot fill them in: they are told who can.
          `El checkout no ofrece pago por transferencia hasta que el Dueño cargue ${spanishList(missing)}.`
        )}
      </p>
    </div>
  );
}

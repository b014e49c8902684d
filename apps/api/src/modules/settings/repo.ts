import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storeSettings } from '../../db/schema.js';

export function createSettingsRepo(db: Db) {
  return {
    async read(): Promise<unknown | undefined> {
      const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
      return row?.settings;
    },
    async write(settings: unknown): Promise<void> {
      await db
        .insert(storeSettings)
        .values({ id: 1, settings })
        .onConflictDoUpdate({ target: storeSettings.id, set: { settings, updatedAt: new Date() } });
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;

import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@shop/domain';
import type { SettingsRepo } from './repo.js';

export function createSettingsService(repo: SettingsRepo) {
  return {
    /** The stored settings over the defaults, so a setting added later has a value at once. */
    async get(): Promise<Settings> {
      const stored = await repo.read();
      const merged = settingsSchema.safeParse({
        ...DEFAULT_SETTINGS,
        ...(stored as object | undefined),
      });
      return merged.success ? merged.data : DEFAULT_SETTINGS;
    },
    async update(settings: Settings): Promise<Settings> {
      await repo.write(settings);
      return settings;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

import type { Settings } from '@shop/domain';

const SETTINGS_TTL_MS = 1000;

/**
 * Every order needs the store settings: they are read at most once a second per instance
 * (concurrent orders share the read). A change reaching orders a second later is the same as
 * those orders having come a second earlier.
 */
export function cachedSettings(source: { get(): Promise<Settings> }): () => Promise<Settings> {
  let read: { value: Promise<Settings>; until: number } | undefined;
  return () => {
    if (!read || read.until < performance.now()) {
      const value = source.get();
      read = { value, until: performance.now() + SETTINGS_TTL_MS };
      value.catch(() => {
        read = undefined;
      });
    }
    return read.value;
  };
}

import type { FastifyBaseLogger } from 'fastify';

/** How long the last build took times this is the pause before the next: at most a third of
 * the database's time goes to rebuilding, however many writes come. */
const COOLDOWN_FACTOR = 2;
/** Without local writes (another instance's only), rebuilt this many build-times apart. */
const REFRESH_FACTOR = 10;
/** A change made elsewhere is rebuilt for after this pause, so a local write's rebuild covers both. */
const REFRESH_DELAY_MS = 100;
/** Read within this long: changes rebuild it at once. Unread longer: the next reader asks. */
const WANTED_FOR_MS = 60_000;

/**
 * An answer too costly to make on demand (the unpaged product list: 12.7 MB and 1.2 s of the
 * embedded database at 10,000 products), kept made. Writes ask for a rebuild; requests never
 * build it. A reader that arrives after a write waits for the rebuild that write asked for
 * (so a change shows at once, as with the rest of the cache); any number of readers share it.
 * An answer nobody read for `wantedForMs` is not rebuilt for each change (a sale day's orders
 * would rebuild and compress it back to back for no one): the change is noted, and the next
 * reader asks for the rebuild and waits for it, as after a write.
 */
export function createReadyAnswer<T>(options: {
  build: () => Promise<T>;
  /**
   * Floor of the background refresh interval (the public cache's time to live), for changes
   * other instances make; 0: none (the embedded database has no other instance).
   */
  refreshMs: number;
  log: FastifyBaseLogger;
  name: string;
  /** Read within this long: changes rebuild it at once (default WANTED_FOR_MS). */
  wantedForMs?: number;
}) {
  const wantedForMs = options.wantedForMs ?? WANTED_FOR_MS;
  let answer: T | undefined;
  /** Counts the rebuilds asked for; `builtFor` is the count the current answer covers. */
  let asked = 0;
  let builtFor = -1;
  /** The count as of the last write: readers wait until the answer covers it. */
  let askedByWrite = 0;
  let lastBuildMs = 0;
  /** On the monotonic clock: a wall clock set back (an NTP correction) must not hold rebuilds. */
  let lastBuildEnd = 0;
  let running: Promise<void> | undefined;
  let started = false;
  let stopped = false;
  let refreshTimer: NodeJS.Timeout | undefined;
  /** When a reader last asked for it (performance.now()). */
  let lastReadAt = Number.NEGATIVE_INFINITY;
  /** A change noted while nobody read: the next reader asks for its rebuild. */
  let unbuiltChange = false;
  const waiters: { covers: number; resolve: () => void }[] = [];

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  async function loop() {
    while (!stopped && builtFor < asked) {
      const wait = lastBuildEnd + COOLDOWN_FACTOR * lastBuildMs - performance.now();
      if (wait > 0) await sleep(wait);
      if (stopped) break;
      const target = asked;
      const started = performance.now();
      try {
        answer = await options.build();
        lastBuildMs = performance.now() - started;
        options.log.debug({ ms: Math.round(lastBuildMs), answer: options.name }, 'answer rebuilt');
      } catch (error) {
        // Stopped meanwhile (shutdown): the in-process request was refused, as it should be.
        if (!stopped)
          options.log.error({ err: error, answer: options.name }, 'answer rebuild failed');
      }
      lastBuildEnd = performance.now();
      builtFor = target;
      scheduleRefresh();
      for (const waiter of waiters.splice(0)) {
        if (waiter.covers <= builtFor) waiter.resolve();
        else waiters.push(waiter);
      }
    }
  }

  function ask() {
    asked++;
    running ??= loop().finally(() => (running = undefined));
  }

  /** A change: rebuilt now if someone reads the answer, else when someone next does. */
  function changed(): boolean {
    const wanted = performance.now() - lastReadAt < wantedForMs;
    if (wanted) ask();
    else unbuiltChange = true;
    return wanted;
  }

  /** The next background rebuild, counted from the end of the last build. */
  function scheduleRefresh() {
    clearTimeout(refreshTimer);
    if (stopped || options.refreshMs <= 0) return;
    refreshTimer = setTimeout(changed, Math.max(options.refreshMs, REFRESH_FACTOR * lastBuildMs));
    refreshTimer.unref();
  }

  return {
    /** A write happened: rebuild, and make readers from now on wait for that rebuild. */
    invalidate() {
      if (changed()) askedByWrite = asked;
    },
    start() {
      started = true;
      ask();
      askedByWrite = asked;
    },
    /**
     * What the answer shows changed elsewhere (another instance's write, read into the catalogue
     * memory): rebuilt shortly, readers served the current answer meanwhile. A rebuild asked for
     * in between starts after the change, so it covers it and this one is not made.
     */
    refreshSoon() {
      // Before start (the app still being built) a build's in-process request would boot it.
      if (!started) return;
      const seen = asked;
      setTimeout(() => {
        if (!stopped && asked === seen) changed();
      }, REFRESH_DELAY_MS).unref();
    },
    /** No build from now on; resolves once the one under way (if any) has ended. */
    async stop() {
      stopped = true;
      clearTimeout(refreshTimer);
      for (const waiter of waiters.splice(0)) waiter.resolve();
      await running;
    },
    /** The answer as of the last write (undefined if it could not be built). */
    async current(): Promise<T | undefined> {
      lastReadAt = performance.now();
      if (unbuiltChange && !stopped) {
        unbuiltChange = false;
        ask();
        askedByWrite = asked;
      }
      const covers = askedByWrite;
      if (builtFor < covers && !stopped) {
        await new Promise<void>((resolve) => waiters.push({ covers, resolve }));
      }
      return answer;
    },
  };
}

export type ReadyAnswer<T> = ReturnType<typeof createReadyAnswer<T>>;

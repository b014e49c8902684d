/**
 * Counts failed sign-ins inside a sliding window and refuses further attempts once a limit is
 * passed, so passwords cannot be guessed at speed. OWASP's device cookies keep that from
 * locking the owner out: a browser that signed in as a user before carries a signed cookie for
 * that user, and is judged by its own failures only; everyone else is limited per user and per
 * address, so a flood of wrong passwords locks out the flooders, not the owner's browser.
 */
export type LoginThrottleOptions = {
  maxPerUser: number;
  maxPerAddress: number;
  maxPerDevice: number;
  windowMs: number;
};

/** Who is trying: a device cookie's id when the browser carries a valid one for this user. */
export type LoginAttempt = { username: string; address: string; device?: string };

export function createLoginThrottle(
  options: LoginThrottleOptions = {
    maxPerUser: 5,
    maxPerAddress: 20,
    maxPerDevice: 5,
    windowMs: 15 * 60_000,
  },
  now: () => number = Date.now,
) {
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const cutoff = now() - options.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  const userKey = (username: string) => `u:${username.toLowerCase()}`;
  const addressKey = (address: string) => `a:${address}`;
  const deviceKey = (device: string) => `d:${device}`;

  /** The counters an attempt is judged by and charged to, with their limits. */
  const countersOf = (attempt: LoginAttempt): [string, number][] =>
    attempt.device
      ? [[deviceKey(attempt.device), options.maxPerDevice]]
      : [
          [userKey(attempt.username), options.maxPerUser],
          [addressKey(attempt.address), options.maxPerAddress],
        ];

  return {
    /** Seconds to wait before trying again, or 0 when an attempt is allowed. */
    retryAfter(attempt: LoginAttempt): number {
      const blocked = countersOf(attempt)
        .map(([key, max]) => ({ times: recent(key), max }))
        .find(({ times, max }) => times.length >= max);
      if (!blocked) return 0;
      const oldest = blocked.times[0] ?? now();
      return Math.max(1, Math.ceil((oldest + options.windowMs - now()) / 1000));
    },
    recordFailure(attempt: LoginAttempt) {
      for (const [key] of countersOf(attempt)) failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(attempt: LoginAttempt) {
      failures.delete(attempt.device ? deviceKey(attempt.device) : userKey(attempt.username));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

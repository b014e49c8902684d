/**
 * Counts failed sign-ins per username and per address inside a sliding window and refuses
 * further attempts once either passes its limit, so passwords cannot be guessed at speed.
 */
export type LoginThrottleOptions = { maxPerUser: number; maxPerAddress: number; windowMs: number };

export function createLoginThrottle(
  options: LoginThrottleOptions = { maxPerUser: 5, maxPerAddress: 20, windowMs: 15 * 60_000 },
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

  return {
    /** Seconds to wait before trying again, or 0 when an attempt is allowed. */
    retryAfter(username: string, address: string): number {
      const byUser = recent(userKey(username));
      const byAddress = recent(addressKey(address));
      const blocked =
        (byUser.length >= options.maxPerUser && byUser) ||
        (byAddress.length >= options.maxPerAddress && byAddress);
      if (!blocked) return 0;
      const oldest = blocked[0] ?? now();
      return Math.max(1, Math.ceil((oldest + options.windowMs - now()) / 1000));
    },
    recordFailure(username: string, address: string) {
      for (const key of [userKey(username), addressKey(address)]) {
        failures.set(key, [...recent(key), now()]);
      }
    },
    recordSuccess(username: string) {
      failures.delete(userKey(username));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

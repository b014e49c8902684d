/**
 * Retries `check` every 50 ms until it passes or `timeoutMs` has gone by, then fails with its
 * last error: for a change another writer made (notices arrive moments after its commit).
 */
export async function passesWithin(timeoutMs: number, check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

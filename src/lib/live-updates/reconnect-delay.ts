/** The first reconnect waits about this long; each failure doubles it up to the maximum. */
export const FIRST_RECONNECT_MS = 1000;
export const MAX_RECONNECT_MS = 30_000;

/**
 * How long to wait before reconnect number `attempt` (0 for the first after a drop): 1 s, 2 s, 4 s …
 * up to 30 s, each with up to a fifth of random jitter either way so that many clients dropped at once
 * do not all come back at the same moment (never below 1 s nor above 30 s).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RECONNECT_MS, FIRST_RECONNECT_MS * 2 ** Math.max(0, Math.min(attempt, 16)));
  const jittered = base * (0.8 + 0.4 * random());
  return Math.round(Math.min(MAX_RECONNECT_MS, Math.max(FIRST_RECONNECT_MS, jittered)));
}

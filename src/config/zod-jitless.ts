/**
 * Turns zod's JIT off before any schema is built. zod probes `new Function` to compile fast parsers;
 * under the app's Content-Security-Policy (no `'unsafe-eval'`, see docs/deploying.md) the probe is
 * refused and reported as a violation even though zod catches it. zod reads its settings from
 * `globalThis.__zod_globalConfig`, so this needs no zod import and runs first in the entry.
 */
export function disableZodJit(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}

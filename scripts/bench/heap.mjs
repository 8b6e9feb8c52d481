// Heap growth over open/close cycles of a screen's main dialog, after garbage collection.

/** Used JS heap in bytes after a full garbage collection (CDP). */
export async function heapAfterGc(cdp) {
  // Two passes: the first can leave objects that only the second finds unreachable (weak maps, finalizers).
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * Opens and closes the screen's dialog `cycles` times and answers the heap growth in bytes between
 * before and after (each after GC). One cycle runs first so the dialog's lazy code, styles and
 * caches exist before the baseline: what stays after that is growth.
 *
 * `dialog`: { name, prepare?(page), open(page), close(page), shown(page) → Locator }.
 */
export async function measureDialogHeap(page, cdp, dialog, cycles = 20) {
  if (dialog.prepare) await dialog.prepare(page);
  const cycle = async () => {
    await dialog.open(page);
    await dialog.shown(page).waitFor({ state: 'visible' });
    await dialog.close(page);
    await dialog.shown(page).waitFor({ state: 'hidden' });
  };
  await cycle();
  const before = await heapAfterGc(cdp);
  const started = Date.now();
  for (let index = 0; index < cycles; index += 1) await cycle();
  const elapsedMs = Date.now() - started;
  const after = await heapAfterGc(cdp);
  return { cycles, beforeBytes: before, afterBytes: after, growthBytes: after - before, elapsedMs };
}

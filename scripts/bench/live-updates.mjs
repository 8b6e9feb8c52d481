/* global window, document, requestAnimationFrame -- parts of this module run in the page */
// Live updates (issue 20): a job saved in one tab until the job list in another tab of the same
// browser shows it (budget 1 s). Two throttled pages of one context (one session, in two windows): the
// figure runs from the end of the save's answer in the editor tab (resource timing) to the frame in
// which the list tab shows the new name, both on the wall clock (`performance.timeOrigin`).
import { config, webOrigin } from './config.mjs';
import { openThrottledPage } from './page-load.mjs';
import { settle } from './settle.mjs';

/** In the list tab: `window.__benchLive` resolves with the wall-clock ms of the first frame showing `text`. */
function watchForName({ text, timeoutMs }) {
  window.__benchLive = new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`the other tab did not show "${text}" within ${timeoutMs} ms`)), timeoutMs);
    const frame = () => {
      const shown = [...document.querySelectorAll('tbody tr a')].some((link) => link.textContent?.trim() === text);
      if (!shown) {
        requestAnimationFrame(frame);
        return;
      }
      clearTimeout(deadline);
      resolve(performance.timeOrigin + performance.now());
    };
    requestAnimationFrame(frame);
  });
}

/** In the editor tab: `window.__benchSaved` resolves with the wall-clock ms at which the save's answer ended. */
function watchForSave() {
  window.__benchSaved = new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      // The save itself, not a recurring job's other calls (its chain, whether later jobs changed):
      // taking one of those for the save would skip the scope question, and nothing would be saved.
      const saved = list.getEntries().find((entry) => /\/(Job\/Update|JobRecurrence\/Update(ThisJobOnly|ThisAndAllFutureJobs))(\?|$)/.test(entry.name));
      if (!saved) return;
      observer.disconnect();
      resolve(performance.timeOrigin + saved.responseEnd);
    });
    observer.observe({ type: 'resource' });
  });
}

/**
 * Opens the job list (the first job of its first page) in one tab and that job's editor in another,
 * then renames the job `samples` times. Answers each sample's ms from the saved answer to the list's paint.
 */
export async function measureLiveUpdate(browser, { samples = 3 } = {}) {
  const { context, page: list } = await openThrottledPage(browser);
  try {
    const streamReady = list.waitForResponse((response) => response.url().includes('Events/CreateTicket') && response.ok(), { timeout: 120_000 });
    await list.goto(`${webOrigin}/#/jobs`);
    const first = list.getByRole('table', { name: 'Jobs' }).locator('tbody tr a[href*="/jobs/view/"]').first();
    await first.waitFor();
    const href = (await first.getAttribute('href')) ?? '';
    const jobContext = decodeURIComponent(href.split('/').pop() ?? '');
    const name = ((await first.textContent()) ?? '').trim();
    await streamReady;

    // The editor opens in a window of its own beside the list's, as a user watching both would have
    // them: a headless page behind another in the same window gets its frames hundreds of ms apart,
    // which would time Chromium's scheduling of hidden tabs, not the app. `noopener`: its own process.
    const editorUrl = `${webOrigin}/#/jobs/edit/${encodeURIComponent(jobContext)}`;
    const [editor] = await Promise.all([
      context.waitForEvent('page'),
      list.evaluate((url) => void window.open(url, '_blank', `noopener,popup,width=${window.innerWidth},height=${window.innerHeight}`), editorUrl),
    ]);
    await editor.setViewportSize(config.viewport);
    const cdp = await context.newCDPSession(editor);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: config.cpuRate });
    const field = editor.getByRole('textbox', { name: 'Job Name' });
    await field.waitFor();
    const results = [];
    for (let index = 1; index <= samples; index += 1) {
      const renamed = `${name.slice(0, 80)} (live ${index})`;
      await field.fill(renamed);
      await settle(list);
      await list.evaluate(watchForName, { text: renamed, timeoutMs: 30_000 });
      await editor.evaluate(watchForSave);
      await editor.getByRole('group', { name: 'Job actions' }).getByRole('button', { name: 'Save' }).click();
      // A job of a recurring series asks which jobs the change applies to (on a busy machine that
      // question can take seconds to show: wait for whichever comes first, it or the saved answer).
      const saved = editor.evaluate(() => window.__benchSaved);
      const scope = editor.getByRole('button', { name: 'This occurrence only' });
      const asked = scope.waitFor({ state: 'visible', timeout: 30_000 }).then(() => true);
      if (await Promise.race([saved.then(() => false), asked])) await scope.click();
      const savedAt = await saved;
      const shownAt = await list.evaluate(() => window.__benchLive);
      results.push(shownAt - savedAt);
    }
    return { job: jobContext, samples: results };
  } finally {
    await context.close();
  }
}

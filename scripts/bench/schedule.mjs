/* global window, document, requestAnimationFrame */
// The schedule's calendar (issue 16): the week view of a busy week of the large seed, and switching
// to the next week. Each figure runs from the click's timestamp until the frame showing the new
// range's events has been painted (its heading changed, events drawn, nothing loading).
import { settle } from './settle.mjs';

/** In the page: arms a watch for the next click and answers, as `window.__benchSchedule`, the ms until the new range is painted. */
function armWatch({ before, timeoutMs }) {
  const ready = () => {
    const heading = document.querySelector('main h2')?.textContent ?? '';
    if (heading === before) return false;
    if (document.querySelector('[aria-label="Loading the schedule"], [aria-label="Loading the calendar"]')) return false;
    return document.querySelectorAll('.fl-tg .fl-tg-event').length > 0;
  };
  window.__benchSchedule = new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`the schedule did not show the new range within ${timeoutMs} ms`)), timeoutMs);
    const onClick = (event) => {
      document.removeEventListener('click', onClick, true);
      const start = event.timeStamp;
      const frame = () => {
        if (!ready()) {
          requestAnimationFrame(frame);
          return;
        }
        setTimeout(() => {
          clearTimeout(deadline);
          resolve(performance.now() - start);
        }, 0);
      };
      requestAnimationFrame(frame);
    };
    document.addEventListener('click', onClick, true);
  });
}

function visibleState() {
  return { heading: document.querySelector('main h2')?.textContent ?? '', events: document.querySelectorAll('.fl-tg .fl-tg-event').length };
}

async function timedClick(page, button) {
  await settle(page);
  const before = await page.evaluate(visibleState);
  await page.evaluate(armWatch, { before: before.heading, timeoutMs: 60_000 });
  await button.click();
  const ms = await page.evaluate(() => window.__benchSchedule);
  return { ms, ...(await page.evaluate(visibleState)) };
}

/**
 * From the day view of the busy week's day: Week (the week's events render), then Next and
 * Previous (a week each) `switches` times. Answers the week view's ms and events, and each switch's ms.
 */
export async function measureSchedule(page, { switches = 3 } = {}) {
  const week = await timedClick(page, page.getByRole('button', { name: 'Week', exact: true }));
  const samples = [];
  for (let index = 0; index < switches; index += 1) {
    samples.push(await timedClick(page, page.getByRole('button', { name: 'Next', exact: true })));
    samples.push(await timedClick(page, page.getByRole('button', { name: 'Previous', exact: true })));
  }
  return { weekMs: week.ms, weekEvents: week.events, switches: samples };
}

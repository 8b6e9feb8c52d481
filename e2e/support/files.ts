/** Real files for upload tests. */
import type { Page } from '@playwright/test';

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A small, well-formed one-page PDF saying `text`. */
export function pdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 24 Tf 72 700 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 24 Tf 72 700 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** What a new tab opened by the app shows: the address given to `window.open` and the bytes behind it. */
export interface OpenedFile {
  url: string;
  bytes: Buffer;
}

/**
 * Does `action`, which opens a file in a new tab, and returns that tab's address and the file's
 * bytes, read in the opening page. The test browser (Chromium's headless shell) has no PDF viewer,
 * so the new tab never commits a PDF's address: the address is taken from the app's `window.open`
 * call instead, and the tab is closed.
 */
export async function openedFile(page: Page, action: () => Promise<void>): Promise<OpenedFile> {
  // The page's Content-Security-Policy lets no `fetch` read a blob: address, so the blobs are kept
  // as the app makes their addresses.
  await page.evaluate(() => {
    const record = window as unknown as { __opened?: { urls: string[]; blobs: Map<string, Blob> } };
    if (record.__opened) return;
    const opened = { urls: [] as string[], blobs: new Map<string, Blob>() };
    record.__opened = opened;
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) opened.blobs.set(url, object);
      return url;
    };
    const open = window.open.bind(window);
    window.open = (url?: string | URL, ...rest: [string?, string?]) => {
      opened.urls.push(String(url ?? ''));
      return open(url, ...rest);
    };
  });
  const [popup] = await Promise.all([page.waitForEvent('popup'), action()]);
  await popup.close();
  const file = await page.evaluate(async () => {
    const { urls, blobs } = (window as unknown as { __opened: { urls: string[]; blobs: Map<string, Blob> } }).__opened;
    const url = urls.at(-1) ?? '';
    const blob = blobs.get(url);
    return { url, bytes: blob ? Array.from(new Uint8Array(await blob.arrayBuffer())) : [] };
  });
  return { url: file.url, bytes: Buffer.from(file.bytes) };
}

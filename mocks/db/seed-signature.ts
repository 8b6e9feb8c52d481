import { bytesToBase64 } from '../lib/base64';
import { encodePng } from '../lib/png-writer';
import { Painter } from '../lib/raster-painter';

const WIDTH = 240;
const HEIGHT = 80;
const INK = 0x1a237e;
const PAPER = 0xffffff;

/** A 32-bit hash of a text, to vary each customer's signature. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return value;
}

/**
 * A drawn signature as a PNG data URL (what the signature pad of the customer portal sends): a
 * looping ink stroke over a baseline flourish, shaped by the signer's name.
 */
export function signatureDataUrl(signer: string): string {
  const painter = new Painter(WIDTH, HEIGHT);
  painter.rect(0, 0, 1, 1, PAPER);
  const seed = hash(signer);
  const loops = 3 + (seed % 4);
  const height = 0.18 + ((seed >>> 4) % 10) / 100;
  const steps = 90;
  let previous: [number, number] | null = null;
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps;
    const x = 0.06 + t * 0.82 + 0.03 * Math.sin(t * Math.PI * loops * 2);
    const y = 0.5 - height * Math.sin(t * Math.PI * loops) * (1 - t * 0.4);
    if (previous) painter.line(previous[0], previous[1], x, y, 0.035, INK);
    previous = [x, y];
  }
  painter.line(0.1, 0.78, 0.9, 0.72, 0.03, INK);
  return `data:image/png;base64,${bytesToBase64(encodePng(WIDTH, HEIGHT, painter.pixels, painter.palette))}`;
}

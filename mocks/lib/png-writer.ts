import { crc32 } from './checksums';
import { zlibDeflate } from './zlib-deflate';

/**
 * Filtered scanlines of one byte a pixel. Each row uses filter Up (its difference from the row
 * above), which turns the flat, repeated rows of the painted pictures into runs of zeros; the first
 * row uses Sub.
 */
function filterRows(width: number, height: number, pixels: Uint8Array): Uint8Array {
  const out = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    const target = y * (width + 1) + 1;
    if (y === 0) {
      out[target - 1] = 1;
      for (let x = 0; x < width; x += 1) out[target + x] = (pixels[row + x]! - (x > 0 ? pixels[row + x - 1]! : 0)) & 0xff;
    } else {
      out[target - 1] = 2;
      for (let x = 0; x < width; x += 1) out[target + x] = (pixels[row + x]! - pixels[row - width + x]!) & 0xff;
    }
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let index = 0; index < 4; index += 1) out[4 + index] = type.charCodeAt(index);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** An indexed-colour PNG: `pixels` holds one palette index a pixel (rows top to bottom), `palette` 0xRRGGBB colours. */
export function encodePng(width: number, height: number, pixels: Uint8Array, palette: readonly number[]): Uint8Array {
  if (palette.length === 0 || palette.length > 256) throw new RangeError('A PNG palette holds 1 to 256 colours');
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 3; // colour type: indexed
  const colours = new Uint8Array(palette.length * 3);
  palette.forEach((colour, index) => {
    colours[index * 3] = (colour >>> 16) & 0xff;
    colours[index * 3 + 1] = (colour >>> 8) & 0xff;
    colours[index * 3 + 2] = colour & 0xff;
  });
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', colours),
    chunk('IDAT', zlibDeflate(filterRows(width, height, pixels))),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

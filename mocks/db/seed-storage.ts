import { seededUuid } from './ids';
import { customerName } from './record-views';
import { customerContext } from './seed-customers';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './seed-helpers';
import type { StorageMappedEntity, StorageMappedType, StoredObject } from './storage-types';
import type { Customer, Job } from './types';

/**
 * The account's images and files: job and customer photos (real PNGs painted here) and documents
 * (a real PDF, text and CSV files), linked to seeded customers, jobs and two resources. The bytes are
 * built once per process and cached: only the dates follow `now`.
 */

// ---------------------------------------------------------------------------------------------
// Bytes and base64

/** Base64 of bytes (browser and Node). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

/** The bytes of a base64 string. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// A small PNG encoder: indexed colour, filter Up, and a fixed-Huffman deflate of runs

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let index = 0; index < bytes.length; index += 1) crc = crcTable[(crc ^ bytes[index]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  // 5552 bytes is the most that can be summed before the sums must be reduced (zlib's NMAX).
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(bytes.length, start + 5552);
    for (let index = start; index < end; index += 1) {
      a += bytes[index]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

class BitWriter {
  private buffer: Uint8Array;
  private length = 0;
  private accumulator = 0;
  private count = 0;

  constructor(capacity: number) {
    this.buffer = new Uint8Array(Math.max(64, capacity));
  }

  /** Writes the low `bits` bits of `value`, least significant first. */
  write(value: number, bits: number): void {
    this.accumulator |= value << this.count;
    this.count += bits;
    while (this.count >= 8) {
      this.push(this.accumulator & 0xff);
      this.accumulator >>>= 8;
      this.count -= 8;
    }
  }

  finish(): Uint8Array {
    if (this.count > 0) this.push(this.accumulator & 0xff);
    this.accumulator = 0;
    this.count = 0;
    return this.buffer.slice(0, this.length);
  }

  private push(byte: number): void {
    if (this.length === this.buffer.length) {
      const grown = new Uint8Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[this.length] = byte;
    this.length += 1;
  }
}

function reverseBits(code: number, bits: number): number {
  let reversed = 0;
  for (let index = 0; index < bits; index += 1) reversed |= ((code >>> index) & 1) << (bits - 1 - index);
  return reversed;
}

/** Fixed Huffman codes of the literal/length alphabet, bit-reversed for the LSB-first stream. */
const literalCodes = (() => {
  const codes = new Uint16Array(288);
  const lengths = new Uint8Array(288);
  for (let symbol = 0; symbol < 288; symbol += 1) {
    let code: number;
    let bits: number;
    if (symbol < 144) [code, bits] = [0x30 + symbol, 8];
    else if (symbol < 256) [code, bits] = [0x190 + symbol - 144, 9];
    else if (symbol < 280) [code, bits] = [symbol - 256, 7];
    else [code, bits] = [0xc0 + symbol - 280, 8];
    codes[symbol] = reverseBits(code, bits);
    lengths[symbol] = bits;
  }
  return { codes, lengths };
})();

const lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];

const lengthCodeOf = (() => {
  const table = new Uint8Array(259);
  for (let code = 0; code < lengthBase.length; code += 1) {
    const end = code + 1 < lengthBase.length ? lengthBase[code + 1]! : 259;
    for (let length = lengthBase[code]!; length < end; length += 1) table[length] = code;
  }
  table[258] = 28;
  return table;
})();

const MAX_MATCH = 258;

/**
 * Raw deflate: one final block with the fixed Huffman codes, repeated bytes sent as matches at
 * distance 1. The filtered rows of flat pictures are mostly runs, so this is all the LZ77 they need.
 */
function deflateRaw(data: Uint8Array): Uint8Array {
  const writer = new BitWriter(data.length >>> 3);
  writer.write(1, 1); // BFINAL
  writer.write(1, 2); // BTYPE 01: fixed Huffman codes
  const writeSymbol = (symbol: number): void => writer.write(literalCodes.codes[symbol]!, literalCodes.lengths[symbol]!);
  const distanceOne = reverseBits(0, 5);
  const size = data.length;
  let position = 0;
  while (position < size) {
    let run = 0;
    if (position > 0) {
      const previous = data[position - 1]!;
      const limit = Math.min(MAX_MATCH, size - position);
      while (run < limit && data[position + run] === previous) run += 1;
    }
    if (run >= 3) {
      const lengthCode = lengthCodeOf[run]!;
      writeSymbol(257 + lengthCode);
      if (lengthExtra[lengthCode]) writer.write(run - lengthBase[lengthCode]!, lengthExtra[lengthCode]!);
      writer.write(distanceOne, 5);
      position += run;
    } else {
      writeSymbol(data[position]!);
      position += 1;
    }
  }
  writeSymbol(256);
  return writer.finish();
}

/** zlib stream (RFC 1950) of `data`. */
export function zlibDeflate(data: Uint8Array): Uint8Array {
  const deflated = deflateRaw(data);
  const out = new Uint8Array(deflated.length + 6);
  out[0] = 0x78;
  out[1] = 0x01;
  out.set(deflated, 2);
  const checksum = adler32(data);
  out[out.length - 4] = checksum >>> 24;
  out[out.length - 3] = (checksum >>> 16) & 0xff;
  out[out.length - 2] = (checksum >>> 8) & 0xff;
  out[out.length - 1] = checksum & 0xff;
  return out;
}

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

// ---------------------------------------------------------------------------------------------
// Painting: flat shapes in fractions of the picture, so the thumbnail and the full image match

/** Steps a gradient is drawn in, so a picture stays within a PNG palette. */
const GRADIENT_STEPS = 32;

class Painter {
  /** One palette index a pixel. */
  readonly pixels: Uint8Array;
  readonly palette: number[] = [];
  private readonly indexes = new Map<number, number>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height);
  }

  private index(color: number): number {
    let index = this.indexes.get(color);
    if (index === undefined) {
      index = this.palette.length;
      this.palette.push(color);
      this.indexes.set(color, index);
    }
    return index;
  }

  private span(y: number, x0: number, x1: number, index: number): void {
    if (x1 > x0) this.pixels.fill(index, y * this.width + x0, y * this.width + x1);
  }

  /** Rows from `top` to `bottom` (fractions) blending from `from` to `to`. */
  gradient(top: number, bottom: number, from: number, to: number): void {
    const y0 = Math.round(top * this.height);
    const y1 = Math.round(bottom * this.height);
    for (let y = y0; y < y1; y += 1) {
      const t = y1 - y0 > 1 ? Math.round(((y - y0) / (y1 - y0 - 1)) * GRADIENT_STEPS) / GRADIENT_STEPS : 0;
      this.span(y, 0, this.width, this.index(mix(from, to, t)));
    }
  }

  rect(left: number, top: number, width: number, height: number, color: number): void {
    const index = this.index(color);
    const x0 = Math.max(0, Math.round(left * this.width));
    const y0 = Math.max(0, Math.round(top * this.height));
    const x1 = Math.min(this.width, Math.round((left + width) * this.width));
    const y1 = Math.min(this.height, Math.round((top + height) * this.height));
    for (let y = y0; y < y1; y += 1) this.span(y, x0, x1, index);
  }

  /** A rectangle with a border `edge` (fraction of the height) in `border`. */
  framed(left: number, top: number, width: number, height: number, fill: number, border: number, edge = 0.012): void {
    this.rect(left, top, width, height, border);
    const dx = (edge * this.height) / this.width;
    this.rect(left + dx, top + edge, width - 2 * dx, height - 2 * edge, fill);
  }

  /** An ellipse centred at (cx, cy); radii as fractions of the height, so circles stay round. */
  ellipse(cx: number, cy: number, rx: number, ry: number, color: number): void {
    const index = this.index(color);
    const centreX = cx * this.width;
    const centreY = cy * this.height;
    const radiusX = rx * this.height;
    const radiusY = ry * this.height;
    const y0 = Math.max(0, Math.floor(centreY - radiusY));
    const y1 = Math.min(this.height - 1, Math.ceil(centreY + radiusY));
    for (let y = y0; y <= y1; y += 1) {
      const dy = (y + 0.5 - centreY) / radiusY;
      if (dy * dy > 1) continue;
      const half = radiusX * Math.sqrt(1 - dy * dy);
      this.span(y, Math.max(0, Math.round(centreX - half)), Math.min(this.width, Math.round(centreX + half)), index);
    }
  }

  circle(cx: number, cy: number, r: number, color: number): void {
    this.ellipse(cx, cy, r, r, color);
  }

  /** A straight line of `thickness` (fraction of the height) from (x0, y0) to (x1, y1). */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, color: number): void {
    const steps = Math.ceil(Math.max(Math.abs(x1 - x0) * this.width, Math.abs(y1 - y0) * this.height));
    for (let step = 0; step <= steps; step += 1) {
      const t = steps === 0 ? 0 : step / steps;
      this.circle(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, thickness / 2, color);
    }
  }
}

function mix(from: number, to: number, t: number): number {
  const channel = (shift: number): number => {
    const a = (from >>> shift) & 0xff;
    const b = (to >>> shift) & 0xff;
    return Math.round(a + (b - a) * t) & 0xff;
  };
  return (channel(16) << 16) | (channel(8) << 8) | channel(0);
}

type Scene = (paint: Painter) => void;

const palette = {
  wall: 0xe9e4da,
  wallShade: 0xd6cfc1,
  floor: 0x8d8577,
  floorShade: 0x6f685d,
  sky: 0x9cc7ea,
  skyLow: 0xdbeaf5,
  grass: 0x6e9a4a,
  grassShade: 0x557a38,
  roof: 0x9a9a94,
  metal: 0xc9ced4,
  metalDark: 0x7b828b,
  ink: 0x26303b,
  white: 0xf6f7f8,
  copper: 0xb8733d,
  water: 0x3d8fd6,
  waterLight: 0x9fcaf0,
  flame: 0xf28b1e,
  flameCore: 0xffd34d,
  rust: 0x8a4b2a,
  brand: 0x1f4f8f,
} as const;

function room(paint: Painter, floorAt = 0.78): void {
  paint.gradient(0, floorAt, palette.wall, palette.wallShade);
  paint.gradient(floorAt, 1, palette.floor, palette.floorShade);
}

function outdoors(paint: Painter, groundAt = 0.72, ground: 'grass' | 'roof' = 'grass'): void {
  paint.gradient(0, groundAt, palette.sky, palette.skyLow);
  if (ground === 'grass') paint.gradient(groundAt, 1, palette.grass, palette.grassShade);
  else paint.gradient(groundAt, 1, palette.roof, 0x7c7c76);
}

/** Text stand-ins: dark bars of varying width. */
function textLines(paint: Painter, left: number, top: number, widths: readonly number[], gap: number, color: number): void {
  widths.forEach((width, index) => paint.rect(left, top + index * gap, width, gap * 0.45, color));
}

const scenes = {
  nameplate:
    (plate: number, band: number): Scene =>
    (paint) => {
      paint.gradient(0, 1, 0x5b6470, 0x434a53);
      paint.framed(0.14, 0.16, 0.72, 0.68, plate, palette.metalDark, 0.015);
      paint.rect(0.16, 0.19, 0.68, 0.12, band);
      textLines(paint, 0.2, 0.22, [0.22], 0.1, palette.white);
      textLines(paint, 0.2, 0.38, [0.5, 0.42, 0.56, 0.36, 0.48], 0.085, palette.ink);
      for (const [x, y] of [
        [0.18, 0.2],
        [0.82, 0.2],
        [0.18, 0.8],
        [0.82, 0.8],
      ] as const) {
        paint.circle(x, y, 0.025, palette.metalDark);
        paint.circle(x, y, 0.012, palette.metal);
      }
    },
  furnace:
    (body: number, flame: boolean, rusty: boolean): Scene =>
    (paint) => {
      room(paint);
      paint.rect(0.43, 0, 0.1, 0.16, palette.metalDark);
      paint.framed(0.3, 0.14, 0.36, 0.72, body, palette.metalDark);
      for (let index = 0; index < 5; index += 1) paint.rect(0.35, 0.22 + index * 0.045, 0.26, 0.018, palette.metalDark);
      paint.framed(0.4, 0.5, 0.16, 0.16, 0x2b2b2b, palette.metalDark);
      if (flame) {
        paint.ellipse(0.48, 0.6, 0.05, 0.06, palette.flame);
        paint.ellipse(0.48, 0.61, 0.025, 0.035, palette.flameCore);
      }
      if (rusty) {
        paint.ellipse(0.38, 0.75, 0.06, 0.03, palette.rust);
        paint.ellipse(0.58, 0.3, 0.04, 0.02, palette.rust);
        paint.ellipse(0.52, 0.8, 0.05, 0.025, palette.rust);
      }
      paint.rect(0.66, 0.3, 0.12, 0.05, palette.copper);
    },
  filter:
    (dirty: boolean): Scene =>
    (paint) => {
      room(paint, 0.85);
      paint.framed(0.2, 0.12, 0.6, 0.7, dirty ? 0x8f8a7a : 0xf2f0e6, 0x6d5a3a, 0.03);
      for (let index = 0; index < 9; index += 1) paint.rect(0.24 + index * 0.062, 0.16, 0.012, 0.62, dirty ? 0x6e6a5c : 0xd9d5c5);
      if (dirty) {
        paint.ellipse(0.4, 0.4, 0.12, 0.08, 0x5d5a4e);
        paint.ellipse(0.62, 0.6, 0.1, 0.07, 0x5d5a4e);
      }
    },
  waterHeater:
    (leak: boolean, expansionTank: boolean): Scene =>
    (paint) => {
      room(paint);
      paint.rect(0.41, 0, 0.04, 0.2, palette.copper);
      paint.rect(0.55, 0, 0.04, 0.2, palette.copper);
      paint.ellipse(0.5, 0.2, 0.17, 0.05, 0xd7dadd);
      paint.rect(0.5 - (0.17 * paint.height) / paint.width, 0.2, (0.34 * paint.height) / paint.width, 0.6, 0xe2e5e8);
      paint.ellipse(0.5, 0.8, 0.17, 0.05, 0xc4c8cc);
      paint.rect(0.44, 0.56, 0.12, 0.08, palette.ink);
      paint.circle(0.5, 0.6, 0.022, 0xcc3b2f);
      textLines(paint, 0.43, 0.32, [0.14, 0.1], 0.06, palette.brand);
      if (expansionTank) {
        paint.rect(0.66, 0.08, 0.02, 0.1, palette.copper);
        paint.ellipse(0.67, 0.24, 0.06, 0.08, 0x4a78b5);
      }
      if (leak) {
        paint.ellipse(0.46, 0.9, 0.2, 0.04, palette.water);
        paint.ellipse(0.47, 0.9, 0.12, 0.02, palette.waterLight);
        paint.circle(0.36, 0.84, 0.012, palette.water);
      }
    },
  pipes:
    (pipe: number, leak: boolean): Scene =>
    (paint) => {
      room(paint, 0.86);
      paint.rect(0, 0.28, 1, 0.06, pipe);
      paint.rect(0.3, 0.28, 0.035, 0.6, pipe);
      paint.rect(0.66, 0.28, 0.035, 0.6, pipe);
      for (const x of [0.3, 0.66]) {
        paint.rect(x - 0.02, 0.52, 0.075, 0.06, palette.metal);
        paint.ellipse(x + 0.0175, 0.48, 0.05, 0.015, 0xcc3b2f);
      }
      if (leak) {
        paint.circle(0.69, 0.66, 0.015, palette.water);
        paint.circle(0.695, 0.72, 0.012, palette.water);
        paint.ellipse(0.68, 0.92, 0.16, 0.03, palette.water);
      }
    },
  sewerCamera:
    (roots: boolean): Scene =>
    (paint) => {
      paint.gradient(0, 1, 0x1a1a1a, 0x0c0c0c);
      paint.circle(0.5, 0.5, 0.46, 0x5e4b3a);
      paint.circle(0.5, 0.5, 0.38, 0x4a3a2d);
      paint.circle(0.5, 0.5, 0.28, 0x3a2d22);
      paint.circle(0.5, 0.5, 0.16, 0x231b14);
      paint.circle(0.5, 0.5, 0.07, 0x0c0a08);
      paint.ellipse(0.5, 0.86, 0.3, 0.05, 0x6b7d5e);
      if (roots) {
        paint.line(0.3, 0.2, 0.46, 0.42, 0.015, 0xa98a5c);
        paint.line(0.35, 0.15, 0.5, 0.4, 0.01, 0xa98a5c);
        paint.line(0.62, 0.22, 0.52, 0.44, 0.012, 0xa98a5c);
      }
      paint.rect(0.04, 0.04, 0.22, 0.05, 0xf2d34d);
    },
  condenser:
    (ground: 'grass' | 'roof', wide: boolean): Scene =>
    (paint) => {
      outdoors(paint, 0.7, ground);
      const width = wide ? 0.7 : 0.42;
      const left = 0.5 - width / 2;
      paint.framed(left, 0.3, width, 0.5, 0xd8d4c8, 0x8c887c);
      for (let index = 0; index < 10; index += 1) paint.rect(left + 0.02, 0.36 + index * 0.04, width * 0.35, 0.015, 0x8c887c);
      const fanX = left + width * 0.7;
      paint.circle(fanX, 0.55, 0.19, 0x3b3b3b);
      paint.circle(fanX, 0.55, 0.15, 0x5a5a5a);
      paint.circle(fanX, 0.55, 0.1, 0x3b3b3b);
      paint.circle(fanX, 0.55, 0.04, 0x9a9a9a);
      paint.rect(left - 0.03, 0.8, width + 0.06, 0.04, 0x9e9e97);
    },
  ductless: (paint: Painter) => {
    paint.gradient(0, 1, 0xf1ede4, 0xddd6c8);
    paint.framed(0.16, 0.2, 0.68, 0.2, palette.white, 0xb8bcc0, 0.01);
    paint.rect(0.2, 0.34, 0.6, 0.02, 0x9aa0a6);
    paint.circle(0.76, 0.26, 0.012, 0x3ec46d);
    paint.rect(0.24, 0.4, 0.02, 0.4, 0xb8bcc0);
    paint.circle(0.36, 0.6, 0.012, palette.water);
    paint.circle(0.37, 0.7, 0.01, palette.water);
    paint.ellipse(0.4, 0.88, 0.12, 0.025, 0xc9b8a0);
  },
  cooler: (paint: Painter) => {
    paint.gradient(0, 1, 0xe6eef2, 0xc7d3da);
    paint.framed(0.12, 0.12, 0.76, 0.3, 0xdfe4e8, 0x8a949c);
    for (let index = 0; index < 3; index += 1) {
      paint.circle(0.27 + index * 0.23, 0.27, 0.1, 0x4a4f55);
      paint.circle(0.27 + index * 0.23, 0.27, 0.03, 0x9aa1a8);
    }
    for (let index = 0; index < 12; index += 1) paint.rect(0.1 + index * 0.07, 0.5, 0.04, 0.35, 0xb6c2ca);
    paint.rect(0, 0.86, 1, 0.14, 0x8d99a1);
  },
  manhole:
    (water: boolean): Scene =>
    (paint) => {
      paint.gradient(0, 1, 0xa7a49c, 0x8f8c84);
      paint.circle(0.5, 0.5, 0.4, 0x5a5953);
      paint.circle(0.5, 0.5, 0.35, water ? 0x2f3b33 : 0x6f6d66);
      if (water) {
        paint.circle(0.5, 0.5, 0.28, 0x3f6f63);
        paint.ellipse(0.5, 0.45, 0.09, 0.14, 0x2c2c2c);
        paint.rect(0.48, 0.14, 0.04, 0.22, palette.ink);
      } else {
        for (let index = -3; index <= 3; index += 1) paint.rect(0.5 + index * 0.06 - 0.01, 0.2, 0.02, 0.6, 0x55544e);
      }
    },
  thermostat: (paint: Painter) => {
    paint.gradient(0, 1, 0xece6dc, 0xd9d0c0);
    paint.framed(0.34, 0.22, 0.32, 0.46, palette.white, 0xb0b4b8, 0.012);
    paint.circle(0.5, 0.42, 0.12, 0x2c3e50);
    paint.circle(0.5, 0.42, 0.09, 0x34495e);
    textLines(paint, 0.455, 0.39, [0.09], 0.06, 0x7fd1ff);
    paint.line(0.46, 0.68, 0.4, 0.95, 0.012, 0xd0392b);
    paint.line(0.5, 0.68, 0.5, 0.95, 0.012, 0x2d8a3e);
    paint.line(0.54, 0.68, 0.6, 0.95, 0.012, 0xf1c40f);
  },
  panel: (paint: Painter) => {
    paint.gradient(0, 1, 0xe4ded2, 0xcfc7b8);
    paint.framed(0.26, 0.08, 0.48, 0.84, 0xa9afb5, 0x6c737a, 0.015);
    for (let row = 0; row < 8; row += 1) {
      paint.rect(0.34, 0.16 + row * 0.09, 0.13, 0.06, 0x2d2d2d);
      paint.rect(0.53, 0.16 + row * 0.09, 0.13, 0.06, 0x2d2d2d);
      paint.rect(0.385, 0.175 + row * 0.09, 0.04, 0.03, palette.white);
      paint.rect(0.575, 0.175 + row * 0.09, 0.04, 0.03, palette.white);
    }
  },
  boiler: (paint: Painter) => {
    room(paint);
    paint.framed(0.18, 0.26, 0.5, 0.54, 0xb33a2f, 0x6e2019);
    paint.circle(0.3, 0.38, 0.05, palette.white);
    paint.circle(0.43, 0.38, 0.05, palette.white);
    paint.line(0.3, 0.38, 0.32, 0.35, 0.01, palette.ink);
    paint.line(0.43, 0.38, 0.41, 0.35, 0.01, palette.ink);
    paint.rect(0.68, 0.36, 0.3, 0.05, palette.copper);
    paint.rect(0.68, 0.62, 0.3, 0.05, palette.copper);
    paint.rect(0.3, 0.04, 0.06, 0.22, palette.metalDark);
    paint.rect(0.5, 0.04, 0.06, 0.22, palette.metalDark);
  },
  backflow: (paint: Painter) => {
    outdoors(paint, 0.8);
    paint.rect(0.08, 0.44, 0.84, 0.08, palette.copper);
    paint.rect(0.12, 0.44, 0.05, 0.4, palette.copper);
    paint.rect(0.83, 0.44, 0.05, 0.4, palette.copper);
    paint.framed(0.34, 0.36, 0.32, 0.24, 0x2f6db5, 0x1b416d);
    paint.ellipse(0.26, 0.38, 0.05, 0.015, 0xcc3b2f);
    paint.ellipse(0.74, 0.38, 0.05, 0.015, 0xcc3b2f);
    paint.framed(0.44, 0.62, 0.12, 0.14, 0xf2d34d, 0x8a7a1c);
  },
  van: (paint: Painter) => {
    outdoors(paint, 0.74);
    paint.rect(0, 0.74, 1, 0.26, 0x4b4f54);
    paint.framed(0.12, 0.3, 0.74, 0.38, palette.white, 0x9aa0a6);
    paint.rect(0.12, 0.5, 0.74, 0.06, palette.brand);
    paint.rect(0.7, 0.34, 0.14, 0.12, 0x8fb3cf);
    paint.rect(0.5, 0.34, 0.16, 0.12, 0x8fb3cf);
    for (const x of [0.26, 0.72]) {
      paint.circle(x, 0.7, 0.08, 0x1f1f1f);
      paint.circle(x, 0.7, 0.035, 0xa0a4a8);
    }
  },
};

const FULL_SIZE = { width: 320, height: 240 } as const;
const THUMBNAIL_SIZE = { width: 160, height: 120 } as const;

function paintPng(scene: Scene, size: { width: number; height: number }): Uint8Array {
  const painter = new Painter(size.width, size.height);
  scene(painter);
  return encodePng(size.width, size.height, painter.pixels, painter.palette);
}

// ---------------------------------------------------------------------------------------------
// Documents: a minimal valid PDF, text and CSV

/** PDF text is kept to printable ASCII (the standard fonts' encoding). */
function pdfText(text: string): string {
  return text
    .replace(/[\u2012-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (char) => `\\${char}`);
}

/** A one-page letter-size PDF with a bold title and lines of text. */
export function buildPdf(title: string, lines: readonly string[]): Uint8Array {
  const content = [
    'BT',
    '/F2 18 Tf',
    '72 712 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -30 Td',
    '15 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function buildCsv(rows: readonly (readonly string[])[]): Uint8Array {
  return new TextEncoder().encode(`${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`);
}

function buildText(lines: readonly string[]): Uint8Array {
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

// ---------------------------------------------------------------------------------------------
// What is stored

/** Jobs are found by a phrase of their description (the nth match), so the pictures fit the work. */
interface JobLink {
  jobs: readonly (readonly [description: RegExp, occurrence: number])[];
}
interface CustomerLink {
  customers: readonly string[];
}
interface ResourceLink {
  resources: readonly (keyof typeof seededResources)[];
}
type Link = JobLink | CustomerLink | ResourceLink;

/** Resources do not exist in the mock yet; these two stand in for the crew's van and ladder. */
const seededResources = {
  van12: { context: seededUuid('resource:van-12'), name: 'Van 12 \u2013 Ford Transit 250' },
  ladder24: { context: seededUuid('resource:ladder-24'), name: '24 ft Fiberglass Extension Ladder' },
} as const;

interface ImageSpec {
  name: string;
  scene: Scene;
  link: Link;
  /** Hours after the job was created, or days before now for customer and resource uploads. */
  offset: number;
}

interface FileSpec {
  name: string;
  link: Link;
  offset: number;
  build: (names: readonly string[]) => Uint8Array;
}

const imageSpecs: readonly ImageSpec[] = [
  { name: 'furnace-nameplate.png', scene: scenes.nameplate(0xdadfe4, palette.brand), link: { jobs: [[/96% AFUE/, 0]] }, offset: 2 },
  { name: 'old-furnace-heat-exchanger.png', scene: scenes.furnace(0x9c9a90, false, true), link: { jobs: [[/96% AFUE/, 0]] }, offset: 3 },
  { name: 'new-furnace-install.png', scene: scenes.furnace(0xeef0f2, true, false), link: { jobs: [[/96% AFUE/, 1]] }, offset: 30 },
  { name: 'furnace-filter-before.png', scene: scenes.filter(true), link: { jobs: [[/furnace safety inspection/, 0]] }, offset: 4 },
  { name: 'furnace-filter-after.png', scene: scenes.filter(false), link: { jobs: [[/furnace safety inspection/, 0]] }, offset: 5 },
  { name: 'water-heater-leak-at-base.png', scene: scenes.waterHeater(true, false), link: { jobs: [[/water heater/, 0]] }, offset: 1 },
  { name: 'water-heater-with-expansion-tank.png', scene: scenes.waterHeater(false, true), link: { jobs: [[/water heater/, 0]] }, offset: 26 },
  { name: 'tenant-water-heater.png', scene: scenes.waterHeater(false, false), link: { jobs: [[/water heater/, 1]] }, offset: 2 },
  { name: 'vanity-angle-stops.png', scene: scenes.pipes(palette.metal, true), link: { jobs: [[/Leak under the bathroom vanity/, 0]] }, offset: 2 },
  { name: 'crawl-space-burst-pipe.png', scene: scenes.pipes(palette.copper, true), link: { jobs: [[/Burst pipe/, 0]] }, offset: 1 },
  { name: 'pex-repipe-manifold.png', scene: scenes.pipes(0xd94c3d, false), link: { jobs: [[/galvanized supply lines/, 0]] }, offset: 48 },
  { name: 'sewer-camera-root-intrusion.png', scene: scenes.sewerCamera(true), link: { jobs: [[/sewer line/, 0]] }, offset: 3 },
  {
    name: 'rooftop-unit-coils.png',
    scene: scenes.condenser('roof', true),
    link: { jobs: [[/rooftop units/, 0], [/rooftop units/, 1], [/rooftop units/, 2]] },
    offset: 5,
  },
  { name: 'condenser-fan-motor.png', scene: scenes.condenser('grass', false), link: { jobs: [[/outdoor fan motor/, 0]] }, offset: 3 },
  {
    name: 'ductless-head-condensate-leak.png',
    scene: scenes.ductless,
    link: { jobs: [[/ductless heat pump/, 0], [/ductless heat pump/, 1]] },
    offset: 2,
  },
  { name: 'walk-in-cooler-evaporator.png', scene: scenes.cooler, link: { jobs: [[/Walk-in cooler/, 0]] }, offset: 4 },
  { name: 'grease-interceptor-lid.png', scene: scenes.manhole(false), link: { jobs: [[/grease interceptor/, 0]] }, offset: 2 },
  { name: 'sump-pump-basin.png', scene: scenes.manhole(true), link: { jobs: [[/sump pump/, 0]] }, offset: 1 },
  { name: 'hallway-thermostat-wiring.png', scene: scenes.thermostat, link: { customers: ['becker'] }, offset: 212 },
  { name: 'electrical-panel-label.png', scene: scenes.panel, link: { customers: ['cho'] }, offset: 96 },
  { name: 'backflow-assembly-tag.png', scene: scenes.backflow, link: { customers: ['lincoln-elementary', 'cedar-hills-ms'] }, offset: 141 },
  { name: 'boiler-room-overview.png', scene: scenes.boiler, link: { customers: ['cascade-sd'] }, offset: 268 },
  { name: 'ladder-inspection-tag.png', scene: scenes.nameplate(0xf2d34d, 0xb3261e), link: { resources: ['ladder24'] }, offset: 183 },
  { name: 'van-12-shelving.png', scene: scenes.van, link: { resources: ['van12'] }, offset: 305 },
];

const pdf =
  (title: string, lines: (names: readonly string[]) => string[]) =>
  (names: readonly string[]) =>
    buildPdf(title, lines(names));

const fileSpecs: readonly FileSpec[] = [
  {
    name: 'preventive-maintenance-agreement.pdf',
    link: { customers: ['cascade-sd'] },
    offset: 290,
    build: pdf('Preventive Maintenance Agreement', (names) => [
      `Customer: ${names[0] ?? ''}`,
      'Provider: Northwind Heating & Plumbing, 1450 Alder Creek Road, Portland OR 97214',
      '',
      'Scope: quarterly maintenance of rooftop units, boilers and unit ventilators at every site.',
      'Each visit: filters, belts, coils, economizer check, combustion analysis, written report.',
      'Emergency response: 4 hours during the heating season, next business day otherwise.',
      'Term: 12 months, renewing automatically unless either party gives 30 days notice.',
      'Billing: quarterly in advance, Net 30.',
    ]),
  },
  {
    name: 'tenant-notice-water-shutoff.pdf',
    link: { customers: ['maple-4b', 'maple-12a', 'maple-clubhouse'] },
    offset: 64,
    build: pdf('Notice: Scheduled Water Shut-off', () => [
      'Maple Court Apartments',
      '',
      'Water to your unit will be shut off on Tuesday from 9:00 AM to 1:00 PM',
      'while our plumbers replace the building shut-off valves.',
      'Please store some water beforehand and keep faucets closed during the work.',
      'Questions: Northwind Heating & Plumbing, (503) 555-0142.',
    ]),
  },
  {
    name: 'furnace-warranty-registration.pdf',
    link: { jobs: [[/96% AFUE/, 0]] },
    offset: 28,
    build: pdf('Furnace Warranty Registration', (names) => [
      `Job: ${names[0] ?? ''}`,
      'Equipment: 96% AFUE two-stage gas furnace, 80,000 BTU, model GM9T960803BN',
      'Serial number: 2409A51873',
      'Parts warranty: 10 years (registered within 60 days of installation)',
      'Heat exchanger: lifetime limited warranty',
      'Installer: Northwind Heating & Plumbing, license CCB 204117',
    ]),
  },
  {
    name: 'gas-permit-application.pdf',
    link: { jobs: [[/96% AFUE/, 1]] },
    offset: 6,
    build: pdf('Mechanical Permit Application', (names) => [
      `Job: ${names[0] ?? ''}`,
      'Work: replace gas furnace; new PVC venting and condensate drain; gas line test.',
      'Appliance input: 80,000 BTU/h. Venting: 2 in. PVC, 28 ft equivalent length.',
      'Contractor: Northwind Heating & Plumbing, CCB 204117',
      'Inspection requested: rough-in and final.',
    ]),
  },
  {
    name: 'backflow-test-report.pdf',
    link: {
      jobs: [
        [/backflow/, 0],
        [/backflow/, 1],
      ],
    },
    offset: 8,
    build: pdf('Backflow Assembly Test Report', (names) => [
      ...names.map((name) => `Job: ${name}`),
      'Assembly: reduced pressure principle (RP), 1 in., Watts LF009M2',
      'Check valve 1: closed tight, 5.8 psid. Check valve 2: closed tight.',
      'Relief valve opened at 2.6 psid. Result: PASSED.',
      'Tester certification: BAT-4471. Report filed with the water bureau.',
    ]),
  },
  {
    name: 'sewer-inspection-notes.txt',
    link: { jobs: [[/sewer line/, 0]] },
    offset: 4,
    build: (names) =>
      buildText([
        `Sewer camera inspection - ${names[0] ?? ''}`,
        '',
        '0 ft   cleanout at the foundation, 4 in. cast iron',
        '18 ft  transition to clay tile',
        '41 ft  root intrusion at the joint, cleared with the cutter head',
        '63 ft  minor belly, about 1 in. standing water over 4 ft',
        '88 ft  connection to the city main',
        '',
        'Recommendation: hydro-jet yearly; quote a spot repair at 41 ft.',
      ]),
  },
  {
    name: 'site-access-instructions.txt',
    link: { customers: ['maple-court'] },
    offset: 120,
    build: () =>
      buildText([
        'Maple Court Property Management - site access',
        '',
        'Check in with the leasing office (building A) before starting work.',
        'Mechanical rooms: key box code 2741, return keys before leaving.',
        'Park in the visitor spaces along the east lot only.',
        'Tenant units: 24 hours notice required except for emergencies.',
      ]),
  },
  {
    name: 'equipment-inventory.csv',
    link: { customers: ['columbia-brewing'] },
    offset: 175,
    build: () =>
      buildCsv([
        ['Location', 'Equipment', 'Make', 'Model', 'Installed', 'Refrigerant'],
        ['Cold room', 'Walk-in cooler evaporator', 'Heatcraft', 'LET090BJ', '2017', 'R-448A'],
        ['Cold room', 'Condensing unit', 'Copeland', 'XJAL-020Z', '2017', 'R-448A'],
        ['Brewhouse', 'Glycol chiller', 'G&D Chillers', 'ICE-5', '2019', 'R-410A'],
        ['Taproom', 'Rooftop unit', 'Carrier', '48FC-06', '2015', 'R-410A'],
        ['Basement', 'Gas water heater, 100 gal', 'A.O. Smith', 'BTH-199', '2020', ''],
      ]),
  },
  {
    name: 'refrigerant-log.csv',
    link: {
      jobs: [
        [/Walk-in cooler/, 0],
        [/Walk-in cooler/, 1],
        [/Walk-in cooler/, 2],
      ],
    },
    offset: 6,
    build: (names) =>
      buildCsv([
        ['Job', 'Refrigerant', 'Added (lb)', 'Recovered (lb)', 'Technician'],
        ...names.map((name, index) => [name, 'R-448A', String(1.5 + index * 0.75), '0', index % 2 ? 'Marco Diaz' : 'Theo Tech']),
      ]),
  },
  {
    name: 'water-heater-parts-order.csv',
    link: { jobs: [[/water heater/, 0]] },
    offset: 3,
    build: () =>
      buildCsv([
        ['Part', 'Description', 'Qty', 'Unit cost'],
        ['GV-50-40', '50 gal gas water heater, 40k BTU', '1', '1189.00'],
        ['XT-2', 'Thermal expansion tank, 2 gal', '1', '54.90'],
        ['FC-34', '3/4 in. stainless flex connector, 18 in.', '2', '14.25'],
        ['PAN-26', 'Drain pan, 26 in.', '1', '32.50'],
      ]),
  },
  {
    name: 'customer-sign-off.pdf',
    link: { jobs: [[/sump pump/, 0]] },
    offset: 5,
    build: pdf('Work Completion Sign-off', (names) => [
      `Job: ${names[0] ?? ''}`,
      'Replaced the crawl space sump pump (1/3 hp) and check valve; tested with 20 gal of water.',
      'Discharge line cleared to the daylight outlet.',
      'The customer confirms the work above was completed to their satisfaction.',
      '',
      'Signed on site by the customer.',
    ]),
  },
  {
    name: 'grease-disposal-manifest.pdf',
    link: { jobs: [[/grease interceptor/, 0]] },
    offset: 3,
    build: pdf('Grease Waste Disposal Manifest', (names) => [
      `Generator: ${names[0] ?? ''}`,
      'Waste: food service grease and solids, 750 gal interceptor',
      'Volume removed: 680 gal. Hauler: Northwind Heating & Plumbing, permit FOG-1183',
      'Disposal site: Columbia Boulevard treatment plant receiving station',
    ]),
  },
  {
    name: 'van-12-registration.pdf',
    link: { resources: ['van12'] },
    offset: 320,
    build: pdf('Vehicle Registration', () => [
      'Vehicle: 2022 Ford Transit 250 cargo van, white',
      'Plate: NWHP 12. Fleet number: 12',
      'Registered owner: Northwind Heating & Plumbing',
      'Registration valid through the end of next year.',
    ]),
  },
  {
    name: 'tax-exempt-certificate.pdf',
    link: { customers: ['lincoln-elementary'] },
    offset: 250,
    build: pdf('Sales Tax Exemption Certificate', (names) => [
      `Purchaser: ${names[0] ?? ''}`,
      'Exemption: public school district (government entity)',
      'Applies to: repair and maintenance services and materials',
      'Certificate on file with Northwind Heating & Plumbing.',
    ]),
  },
];

interface StoredBytes {
  data: string;
  bytes: number;
  thumbnail: string | null;
}

/** Encoded content by a key naming everything it depends on; the same for every seed in a process. */
const contentCache = new Map<string, StoredBytes>();

/** Builds the content on first use and keeps it for the process. */
function lazyContent(key: string, build: () => StoredBytes): () => StoredBytes {
  return () => {
    let content = contentCache.get(key);
    if (!content) {
      content = build();
      contentCache.set(key, content);
    }
    return content;
  };
}

/**
 * A stored object whose bytes are encoded only when first read (by a handler, or when the database is
 * persisted). The browser builds a fresh seed on every load just to fill collections missing from the
 * stored data, so seeded pictures must cost nothing until someone needs them.
 */
function lazyObject(fields: Omit<StoredObject, 'data' | 'bytes' | 'thumbnail'>, content: () => StoredBytes): StoredObject {
  return {
    ...fields,
    get data() {
      return content().data;
    },
    get bytes() {
      return content().bytes;
    },
    get thumbnail() {
      return content().thumbnail;
    },
  };
}

const contentTypes: Record<string, string> = {
  png: 'image/png',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** The MIME type for a file name's extension. */
export function contentTypeOf(name: string): string {
  return contentTypes[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

interface ResolvedLink {
  mappedType: StorageMappedType;
  entities: StorageMappedEntity[];
  /** When the linked record was created (jobs), for dating the upload. */
  createdAt: Date | null;
}

function resolveLink(link: Link, customers: ReadonlyMap<string, Customer>, jobs: readonly Job[]): ResolvedLink | null {
  if ('jobs' in link) {
    const found = link.jobs
      .map(([description, occurrence]) => jobs.filter((job) => description.test(job.description))[occurrence])
      .filter((job): job is Job => job !== undefined);
    if (found.length === 0) return null;
    return {
      mappedType: 'Jobs',
      entities: found.map((job) => ({ context: job.context, name: job.name })),
      createdAt: new Date(found[0]!.dateTime),
    };
  }
  if ('customers' in link) {
    const found = link.customers.map((key) => customers.get(customerContext(key))).filter((customer): customer is Customer => !!customer);
    if (found.length === 0) return null;
    return { mappedType: 'Customers', entities: found.map((customer) => ({ context: customer.context, name: customerName(customer) })), createdAt: null };
  }
  return { mappedType: 'Resources', entities: link.resources.map((key) => ({ ...seededResources[key] })), createdAt: null };
}

/** Upload time: hours after the job was created, else days before now; never in the future. */
function uploadedAt(now: Date, link: ResolvedLink, offset: number, index: number): string {
  const latest = now.getTime() - 10 * MINUTE_MS - index * MINUTE_MS;
  const at = link.createdAt ? link.createdAt.getTime() + offset * HOUR_MS + index * 7 * MINUTE_MS : now.getTime() - offset * DAY_MS - index * 13 * MINUTE_MS;
  return new Date(Math.min(at, latest)).toISOString();
}

/** The seeded images and files, linked to `customers` and `jobs`. */
export function seedStorage(now: Date, customers: readonly Customer[], jobs: readonly Job[]): StoredObject[] {
  const byContext = new Map(customers.map((customer) => [customer.context, customer]));
  const sortedJobs = [...jobs].sort((a, b) => a.number - b.number);
  const items: StoredObject[] = [];
  imageSpecs.forEach((spec, index) => {
    const link = resolveLink(spec.link, byContext, sortedJobs);
    if (!link) return;
    const content = lazyContent(`image:${spec.name}`, () => {
      const full = paintPng(spec.scene, FULL_SIZE);
      return { data: bytesToBase64(full), bytes: full.length, thumbnail: bytesToBase64(paintPng(spec.scene, THUMBNAIL_SIZE)) };
    });
    const fields = {
      context: seededUuid(`storage:image:${spec.name}`),
      kind: 'image',
      name: spec.name,
      contentType: contentTypeOf(spec.name),
      dateCreated: uploadedAt(now, link, spec.offset, index),
      mappedType: link.mappedType,
      mappedEntities: link.entities,
    } as const;
    items.push(lazyObject(fields, content));
  });
  fileSpecs.forEach((spec, index) => {
    const link = resolveLink(spec.link, byContext, sortedJobs);
    if (!link) return;
    const names = link.entities.map((entity) => entity.name);
    const content = lazyContent(`file:${spec.name}:${names.join('|')}`, () => {
      const bytes = spec.build(names);
      return { data: bytesToBase64(bytes), bytes: bytes.length, thumbnail: null };
    });
    const fields = {
      context: seededUuid(`storage:file:${spec.name}`),
      kind: 'file',
      name: spec.name,
      contentType: contentTypeOf(spec.name),
      dateCreated: uploadedAt(now, link, spec.offset, index),
      mappedType: link.mappedType,
      mappedEntities: link.entities,
    } as const;
    items.push(lazyObject(fields, content));
  });
  return items;
}

// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../mocks/db/seed';
import { contentTypeOf } from '../../mocks/db/seed-storage';
import { base64ToBytes, bytesToBase64 } from '../../mocks/lib/base64';
import { buildPdf } from '../../mocks/lib/pdf-writer';
import { encodePng } from '../../mocks/lib/png-writer';
import { zlibDeflate } from '../../mocks/lib/zlib-deflate';

const DAY = 24 * 3_600_000;

interface PngInfo {
  width: number;
  height: number;
  colourType: number;
  paletteSize: number;
  /** The inflated, still filtered scanlines. */
  scanlines: Buffer;
}

/** Reads a PNG's chunks, checking the signature and every CRC, and inflates its image data. */
function readPng(bytes: Uint8Array): PngInfo {
  const buffer = Buffer.from(bytes);
  expect([...buffer.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  let paletteSize = 0;
  const data: Buffer[] = [];
  let ended = false;
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    const crc = buffer.readUInt32BE(offset + 8 + length);
    expect(crc, `CRC of ${type}`).toBe(crc32(buffer.subarray(offset + 4, offset + 8 + length)));
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colourType = body[9]!;
    }
    if (type === 'PLTE') paletteSize = length / 3;
    if (type === 'IDAT') data.push(body);
    if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  expect(ended).toBe(true);
  return { width, height, colourType, paletteSize, scanlines: inflateSync(Buffer.concat(data)) };
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('the storage seed', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const db = createSeed(now);
  const images = db.storageItems.filter((item) => item.kind === 'image');
  const files = db.storageItems.filter((item) => item.kind === 'file');

  it('has about 20 images and a dozen files with unique contexts', () => {
    expect(images.length).toBeGreaterThanOrEqual(18);
    expect(files.length).toBeGreaterThanOrEqual(10);
    const contexts = db.storageItems.map((item) => item.context);
    expect(new Set(contexts).size).toBe(contexts.length);
  });

  it('links every item to existing customers and jobs (and a few resources), some to several', () => {
    const customers = new Set(db.customers.map((customer) => customer.context));
    const jobs = new Set(db.jobs.map((job) => job.context));
    for (const item of db.storageItems) {
      expect(item.mappedEntities.length, item.name).toBeGreaterThan(0);
      for (const entity of item.mappedEntities) {
        if (item.mappedType === 'Customers') expect(customers.has(entity.context), item.name).toBe(true);
        if (item.mappedType === 'Jobs') expect(jobs.has(entity.context), item.name).toBe(true);
        expect(entity.name).not.toBe('');
      }
    }
    for (const type of ['Customers', 'Jobs', 'Resources'] as const) {
      expect(images.some((item) => item.mappedType === type)).toBe(true);
      expect(files.some((item) => item.mappedType === type)).toBe(true);
    }
    expect(images.some((item) => item.mappedEntities.length > 1)).toBe(true);
    expect(files.some((item) => item.mappedEntities.length > 1)).toBe(true);
  });

  it('stores real PNG images with a smaller thumbnail', () => {
    for (const image of images) {
      expect(image.contentType).toBe('image/png');
      expect(image.name).toMatch(/^[a-z0-9-]+\.png$/);
      const bytes = base64ToBytes(image.data);
      expect(bytes.length).toBe(image.bytes);
      const full = readPng(bytes);
      expect([full.width, full.height, full.colourType]).toEqual([320, 240, 3]);
      expect(full.paletteSize).toBeGreaterThan(3);
      expect(full.scanlines.length).toBe((full.width + 1) * full.height);
      const thumbnail = readPng(base64ToBytes(image.thumbnail!));
      expect([thumbnail.width, thumbnail.height]).toEqual([160, 120]);
    }
  });

  it('stores real PDF, text and CSV files', () => {
    const extensions = new Set(files.map((file) => file.name.split('.').pop()));
    expect([...extensions].sort()).toEqual(['csv', 'pdf', 'txt']);
    for (const file of files) {
      const bytes = base64ToBytes(file.data);
      expect(bytes.length).toBe(file.bytes);
      expect(file.contentType).toBe(contentTypeOf(file.name));
      const text = new TextDecoder().decode(bytes);
      if (file.name.endsWith('.pdf')) expectValidPdf(text);
      if (file.name.endsWith('.csv')) expect(text.split('\r\n')[0]).toContain(',');
      if (file.name.endsWith('.txt')) expect(text.length).toBeGreaterThan(50);
    }
  });

  it('keeps the stored data small and dates spread over months, all in the past', () => {
    const stored = db.storageItems.reduce((total, item) => total + item.data.length + (item.thumbnail?.length ?? 0), 0);
    expect(stored).toBeLessThan(300_000);
    const times = db.storageItems.map((item) => Date.parse(item.dateCreated));
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(180 * DAY);
  });

  it('is the same for the same moment', () => {
    const again = createSeed(now);
    expect(again.storageItems.map((item) => [item.context, item.name, item.bytes, item.dateCreated, item.data])).toEqual(
      db.storageItems.map((item) => [item.context, item.name, item.bytes, item.dateCreated, item.data]),
    );
    expect(JSON.parse(JSON.stringify(again.storageItems))).toEqual(JSON.parse(JSON.stringify(db.storageItems)));
  });
});

function expectValidPdf(text: string): void {
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  expect(offsets.length).toBeGreaterThan(3);
  offsets.forEach((offset, index) => expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`));
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + '\nendstream'.length)).toBe('\nendstream');
}

describe('the PNG and PDF builders', () => {
  it('deflates to a stream zlib inflates back', () => {
    const data = new Uint8Array(5000).map((_, index) => (index % 700 < 400 ? 0 : (index * 31) % 251));
    expect([...inflateSync(Buffer.from(zlibDeflate(data)))]).toEqual([...data]);
  });

  it('encodes the pixels it is given', () => {
    const pixels = new Uint8Array([0, 1, 1, 2, 2, 2]);
    const png = readPng(encodePng(3, 2, pixels, [0xff0000, 0x00ff00, 0x0000ff]));
    expect([png.width, png.height, png.paletteSize]).toEqual([3, 2, 3]);
    // Row 1: Sub filter (0, 1, 0); row 2: Up filter (2, 1, 1).
    expect([...png.scanlines]).toEqual([1, 0, 1, 0, 2, 2, 1, 1]);
  });

  it('escapes PDF text and keeps it ASCII', () => {
    const text = new TextDecoder().decode(buildPdf('Riverside Lofts \u2013 Building C', ['(a) back\\slash']));
    expect(text).toContain('(Riverside Lofts - Building C) Tj');
    expect(text).toContain("(\\(a\\) back\\\\slash) '");
    expectValidPdf(text);
  });

  it('round-trips base64', () => {
    const bytes = new Uint8Array(70_000).map((_, index) => index % 256);
    expect([...base64ToBytes(bytesToBase64(bytes))]).toEqual([...bytes]);
  });
});

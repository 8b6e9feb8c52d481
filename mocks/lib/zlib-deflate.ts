import { adler32 } from './checksums';

/** A small deflate: a fixed-Huffman encoding of runs, enough for the flat pictures the mock paints. */

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

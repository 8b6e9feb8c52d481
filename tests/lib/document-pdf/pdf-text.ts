import { unzlibSync } from 'fflate';

/**
 * A small PDF text reader for tests: what a reader of the document sees, as the text runs shown by
 * the content streams' `Tj`, `'`, `"` and `TJ` operators, in drawing order, page by page (streams in
 * file order, which is jspdf's page order). Enough for jspdf's output with its standard fonts
 * (WinAnsi, one byte a character, literal strings); not a general PDF parser.
 */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  return contentStreams(pdf).flatMap(textRuns);
}

/** The text runs joined by line breaks. */
export function pdfText(pdf: Uint8Array): string {
  return pdfTextRuns(pdf).join('\n');
}

/** One character a byte, 0x80–0x9F included (TextDecoder's 'latin1' is windows-1252). */
function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

/** WinAnsiEncoding's 0x80–0x9F (the rest is Latin-1); Node's TextDecoder reads 'windows-1252' as Latin-1. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function winAnsi(bytes: number[]): string {
  return String.fromCharCode(...bytes.map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH.charCodeAt(byte - 0x80) : byte)));
}

/** The document's bytes as text, one character a byte (to read the trailer, the info dictionary). */
export function pdfSource(pdf: Uint8Array): string {
  return latin1(pdf);
}

/** Every stream's data that is a page's contents (not an image or a font): inflated when FlateDecode. */
function contentStreams(pdf: Uint8Array): Uint8Array[] {
  const source = pdfSource(pdf);
  const streams: Uint8Array[] = [];
  const streamStart = />>\s*stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamStart.exec(source)) !== null) {
    const dictionary = source.slice(source.lastIndexOf(' obj', match.index), match.index);
    const length = /\/Length (\d+)/.exec(dictionary);
    if (!length) continue;
    const start = match.index + match[0].length;
    const end = start + Number(length[1]);
    streamStart.lastIndex = end;
    if (/\/Subtype\s*\/Image|\/Length1|\/Type\s*\/XObject/.test(dictionary)) continue;
    const data = pdf.subarray(start, end);
    streams.push(dictionary.includes('/FlateDecode') ? unzlibSync(data) : data);
  }
  return streams;
}

type Operand = { kind: 'string'; text: string } | { kind: 'array'; strings: string[] } | { kind: 'other' };

/** The strings shown by the text operators of one content stream. */
function textRuns(stream: Uint8Array): string[] {
  const source = latin1(stream);
  const runs: string[] = [];
  let operands: Operand[] = [];
  let array: string[] | null = null;
  let index = 0;
  while (index < source.length) {
    const char = source[index]!;
    if (char === '(') {
      const { bytes, next } = readLiteral(source, index + 1);
      const text = winAnsi(bytes);
      if (array) array.push(text);
      else operands.push({ kind: 'string', text });
      index = next;
    } else if (char === '<' && source[index + 1] !== '<') {
      const close = source.indexOf('>', index);
      const hex = source.slice(index + 1, close).replace(/\s/g, '');
      const text = winAnsi((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
      if (array) array.push(text);
      else operands.push({ kind: 'string', text });
      index = close + 1;
    } else if (char === '[') {
      array = [];
      index += 1;
    } else if (char === ']') {
      operands.push({ kind: 'array', strings: array ?? [] });
      array = null;
      index += 1;
    } else if (/\s/.test(char)) {
      index += 1;
    } else {
      const word = char + /^[^\s()<>[\]{}/%]*/.exec(source.slice(index + 1, index + 64))![0];
      index += word.length;
      if (array) continue;
      if (!/^[A-Za-z'"]/.test(word)) {
        operands.push({ kind: 'other' });
        continue;
      }
      const last = operands[operands.length - 1];
      if ((word === 'Tj' || word === "'" || word === '"') && last?.kind === 'string') runs.push(last.text);
      if (word === 'TJ' && last?.kind === 'array') runs.push(last.strings.join(''));
      operands = [];
    }
  }
  return runs;
}

const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };

/** A literal string from after its `(`: balanced parentheses, backslash and octal escapes. */
function readLiteral(source: string, start: number): { bytes: number[]; next: number } {
  const bytes: number[] = [];
  let depth = 0;
  let index = start;
  while (index < source.length) {
    const char = source[index]!;
    if (char === '\\') {
      const escaped = source[index + 1] ?? '';
      const octal = /^[0-7]{1,3}/.exec(source.slice(index + 1, index + 4));
      if (octal) {
        bytes.push(parseInt(octal[0], 8) & 0xff);
        index += 1 + octal[0].length;
        continue;
      }
      if (escaped === '\r' || escaped === '\n') {
        index += escaped === '\r' && source[index + 2] === '\n' ? 3 : 2;
        continue;
      }
      bytes.push(ESCAPES[escaped] ?? escaped.charCodeAt(0));
      index += 2;
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') {
      if (depth === 0) return { bytes, next: index + 1 };
      depth -= 1;
    }
    bytes.push(char.charCodeAt(0));
    index += 1;
  }
  return { bytes, next: index };
}

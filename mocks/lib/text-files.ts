function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A CSV file (RFC 4180, CRLF line ends) of `rows`. */
export function buildCsv(rows: readonly (readonly string[])[]): Uint8Array {
  return new TextEncoder().encode(`${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`);
}

/** A UTF-8 text file of `lines`. */
export function buildText(lines: readonly string[]): Uint8Array {
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

import { within } from '@testing-library/react';

/** The body rows of a list's table (the heading row left out). */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

/** The text of each row's cell under the heading that starts with `heading`. */
export function columnTexts(table: HTMLElement, heading: string): string[] {
  const index = within(table)
    .getAllByRole('columnheader')
    .findIndex((header) => (header.textContent ?? '').startsWith(heading));
  if (index < 0) throw new Error(`no column ${heading}`);
  return bodyRows(table).map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

/** A money text ($1,234.50) as a number. */
export function money(text: string): number {
  return Number(text.replace(/[$,]/g, ''));
}

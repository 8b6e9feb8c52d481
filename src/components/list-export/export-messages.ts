/** The words of a list's Export. */
export const exportMessages = {
  excelDone: 'Excel file download complete. Check your download folder.',
  csvDone: 'CSV file download complete. Check your download folder.',
  failed: 'The file could not be made. Try again.',
  noColumns: 'Choose at least one column.',
  matching: (count: number) => (count === 1 ? '1 row matches the filter and sort.' : `${count.toLocaleString('en-US')} rows match the filter and sort.`),
};

/** What the progress bar says: rows fetched of the total, then the writing of the file. */
export function exportProgressText(fetched: number, total: number, stage: 'fetching' | 'writing'): string {
  if (stage === 'writing') return `Writing the file (${total.toLocaleString('en-US')} rows)…`;
  return `Fetched ${fetched.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`;
}

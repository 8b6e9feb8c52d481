/** Types a browser shows itself: these open in a new tab, anything else downloads. */
const VIEWABLE_TYPES = [/^application\/pdf$/, /^image\/(png|jpe?g|gif|webp)$/, /^text\/plain$/];

/** The attachment's type: the server's, else guessed from the file name. */
export function attachmentType(blobType: string, filename: string): string {
  const type = blobType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type && type !== 'application/octet-stream') return type;
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  const byExtension: Record<string, string> = {
    pdf: 'application/pdf',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    txt: 'text/plain',
    ics: 'text/calendar',
    csv: 'text/csv',
  };
  return byExtension[extension] ?? 'application/octet-stream';
}

export function isViewableInBrowser(type: string): boolean {
  return VIEWABLE_TYPES.some((pattern) => pattern.test(type));
}

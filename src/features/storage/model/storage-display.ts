import { paths } from '@/config/paths';
import type { AccountStorage, StorageItem, StorageMappedType } from '@/lib/schemas/storage-schemas';

const units = ['KB', 'MB', 'GB', 'TB'] as const;

/** One decimal at most, without a trailing .0: 412.3, 5. */
function trimmed(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** Bytes in human units (1 KB = 1024 bytes): 512 bytes, 1 byte, 38.4 KB, 412.3 MB, 5 GB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) {
    const whole = Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0));
    return `${whole} ${whole === 1 ? 'byte' : 'bytes'}`;
  }
  let value = bytes / 1024;
  let unit = 0;
  // 1023.96 KB would round to "1024 KB": move up a unit instead.
  while (Math.round(value * 10) / 10 >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${trimmed(value)} ${units[unit]}`;
}

/** "{usage} of {capacity} used" (spec 1 §2). */
export function diskUsageText(storage: Pick<AccountStorage, 'usage' | 'capacity'>): string {
  return `${formatBytes(storage.usage)} of ${formatBytes(storage.capacity)} used`;
}

/** The share used as the bar reads it: 0 to 100. */
export function usageBarValue(percentage: number): number {
  if (!Number.isFinite(percentage)) return 0;
  return Math.min(100, Math.max(0, percentage));
}

/** The share used as text: 0%, less than 1% as "<1%", else one decimal at most (12.5%). */
export function formatUsagePercent(percentage: number): string {
  const value = usageBarValue(percentage);
  if (value === 0) return '0%';
  if (value < 1) return '<1%';
  return `${trimmed(value)}%`;
}

const singularTypes: Record<StorageMappedType, string> = {
  Customers: 'CUSTOMER',
  Jobs: 'JOB',
  Resources: 'RESOURCE',
};

/** CUSTOMER, JOB or RESOURCE, with the suffix S when more than one record is linked. */
export function mappedTypeWord(type: StorageMappedType, count: number): string {
  return `${singularTypes[type]}${count > 1 ? 'S' : ''}`;
}

/** The link under an image (VIEW ASSOC. JOB) or beside a file (VIEW JOBS). */
export function associationLabel(kind: 'image' | 'file', item: Pick<StorageItem, 'mappedType' | 'mappedEntities'>): string {
  const word = mappedTypeWord(item.mappedType, item.mappedEntities.length);
  return kind === 'image' ? `VIEW ASSOC. ${word}` : `VIEW ${word}`;
}

/** Where a linked record opens. */
export function associationPath(type: StorageMappedType, context: string): string {
  switch (type) {
    case 'Customers':
      return paths.customersView(context);
    case 'Jobs':
      return paths.jobsView(context);
    case 'Resources':
      return paths.resourcesView(context);
  }
}

/** "images" or "files", with the count for messages: 1 image, 3 files. */
export function countedItems(kind: 'image' | 'file', count: number): string {
  return `${count} ${kind}${count === 1 ? '' : 's'}`;
}

/** The file name of a `Content-Disposition` header (RFC 6266: `filename*` wins), or `null`. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // Fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

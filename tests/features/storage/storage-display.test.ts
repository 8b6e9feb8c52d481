import { describe, expect, it } from 'vitest';
import {
  associationLabel,
  associationPath,
  countedItems,
  diskUsageText,
  fileNameFromDisposition,
  formatBytes,
  formatUsagePercent,
  mappedTypeWord,
  usageBarValue,
} from '@/features/storage/model/storage-display';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

describe('formatBytes', () => {
  it('uses bytes below 1 KB', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1023)).toBe('1023 bytes');
  });

  it('uses KB, MB and GB with at most one decimal, dropping .0', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(39_321)).toBe('38.4 KB');
    expect(formatBytes(412.3 * MB)).toBe('412.3 MB');
    expect(formatBytes(5 * GB)).toBe('5 GB');
    expect(formatBytes(1.25 * GB)).toBe('1.3 GB');
  });

  it('moves up a unit rather than showing 1024 of one', () => {
    expect(formatBytes(1024 * 1024 - 10)).toBe('1 MB');
    expect(formatBytes(1023.4 * 1024)).toBe('1023.4 KB');
  });

  it('treats nonsense as nothing', () => {
    expect(formatBytes(Number.NaN)).toBe('0 bytes');
    expect(formatBytes(-5)).toBe('0 bytes');
  });
});

describe('disk usage', () => {
  it('reads "{usage} of {capacity} used"', () => {
    expect(diskUsageText({ usage: 412.3 * MB, capacity: 5 * GB })).toBe('412.3 MB of 5 GB used');
    expect(diskUsageText({ usage: 0, capacity: 5 * GB })).toBe('0 bytes of 5 GB used');
  });

  it('keeps the bar between 0 and 100 and words small shares', () => {
    expect(usageBarValue(-1)).toBe(0);
    expect(usageBarValue(130)).toBe(100);
    expect(usageBarValue(Number.NaN)).toBe(0);
    expect(formatUsagePercent(0)).toBe('0%');
    expect(formatUsagePercent(0.0027)).toBe('<1%');
    expect(formatUsagePercent(8.05)).toBe('8.1%');
    expect(formatUsagePercent(42)).toBe('42%');
  });
});

describe('the linked-record links', () => {
  const one = (mappedType: 'Customers' | 'Jobs' | 'Resources') => ({ mappedType, mappedEntities: [{ context: 'c1', name: 'A' }] });
  const two = (mappedType: 'Customers' | 'Jobs' | 'Resources') => ({
    mappedType,
    mappedEntities: [
      { context: 'c1', name: 'A' },
      { context: 'c2', name: 'B' },
    ],
  });

  it('adds the suffix S for more than one linked record', () => {
    expect(mappedTypeWord('Jobs', 1)).toBe('JOB');
    expect(mappedTypeWord('Jobs', 2)).toBe('JOBS');
    expect(mappedTypeWord('Customers', 0)).toBe('CUSTOMER');
    expect(mappedTypeWord('Resources', 3)).toBe('RESOURCES');
  });

  it('reads VIEW ASSOC. {type} for images and VIEW {type} for files', () => {
    expect(associationLabel('image', one('Customers'))).toBe('VIEW ASSOC. CUSTOMER');
    expect(associationLabel('image', two('Jobs'))).toBe('VIEW ASSOC. JOBS');
    expect(associationLabel('file', one('Resources'))).toBe('VIEW RESOURCE');
    expect(associationLabel('file', two('Customers'))).toBe('VIEW CUSTOMERS');
  });

  it('opens customers, jobs and resources at their view pages', () => {
    expect(associationPath('Customers', 'a b')).toBe('/customers/view/a%20b');
    expect(associationPath('Jobs', 'j1')).toBe('/jobs/view/j1');
    expect(associationPath('Resources', 'r1')).toBe('/resources/view/r1');
  });
});

describe('small texts', () => {
  it('counts images and files', () => {
    expect(countedItems('image', 1)).toBe('1 image');
    expect(countedItems('file', 3)).toBe('3 files');
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(fileNameFromDisposition('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(fileNameFromDisposition("attachment; filename=\"Caf_.txt\"; filename*=UTF-8''Caf%C3%A9.txt")).toBe('Caf\u00e9.txt');
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

import { it } from 'vitest';
it('probe', () => {
  console.log('locks', typeof (navigator as any).locks, location.href, typeof Blob.prototype.text, Blob === globalThis.Blob);
});

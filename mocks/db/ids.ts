/** 32-bit FNV-1a hash of a string with a salt, as 8 hex digits. */
function fnv1a(input: string, salt: number): string {
  let hash = (0x811c9dc5 ^ salt) >>> 0;
  for (let index = 0; index < input.length; index += 1) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function formatUuid(hex: string): string {
  // Version 4 layout with the variant bits set, so the value passes uuid validators.
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A uuid-shaped id that is always the same for the same label, for seed data. */
export function seededUuid(label: string): string {
  return formatUuid(fnv1a(label, 1) + fnv1a(label, 2) + fnv1a(label, 3) + fnv1a(label, 4));
}

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** A random uuid (works outside secure contexts, unlike `crypto.randomUUID`). */
export function randomUuid(): string {
  return formatUuid(randomHex(16));
}

/** An opaque random token for access and refresh tokens. */
export function randomToken(): string {
  return randomHex(32);
}

/** The refresh token is the only credential kept in browser storage. */
export const REFRESH_TOKEN_KEY = 'fieldline.refresh-token';

export function readRefreshToken(): string | null {
  try {
    return window.localStorage.getItem(REFRESH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeRefreshToken(token: string): void {
  window.localStorage.setItem(REFRESH_TOKEN_KEY, token);
}

export function clearRefreshToken(): void {
  window.localStorage.removeItem(REFRESH_TOKEN_KEY);
}

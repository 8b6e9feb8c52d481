import { APP_VERSION } from '@/config/version';

/** The headers every product API call carries (besides Authorization). */
export function productHeaders(): Record<string, string> {
  return {
    VersionKey: APP_VERSION,
    ClientTimezoneOffset: String(new Date().getTimezoneOffset()),
  };
}

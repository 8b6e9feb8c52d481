import { z } from 'zod/mini';

// zod/mini: every route loads this module, so it stays off zod's classic API.
const optionalText = z.optional(z.string());
const envSchema = z.object({
  VITE_API_BASE_URL: optionalText,
  VITE_PRODUCT_NAME: optionalText,
  VITE_BILLING_HOSTS: optionalText,
  PROD: z.optional(z.boolean()),
});

const raw = envSchema.parse(import.meta.env);
const trimmedOrUndefined = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);
const parsed = {
  VITE_API_BASE_URL: trimmedOrUndefined(raw.VITE_API_BASE_URL),
  VITE_PRODUCT_NAME: trimmedOrUndefined(raw.VITE_PRODUCT_NAME) ?? 'Fieldline',
  VITE_BILLING_HOSTS: (raw.VITE_BILLING_HOSTS ?? 'billing.stripe.com')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
  PROD: raw.PROD,
};

/** The path the embedded mock backend answers on when no API base is configured. */
export const MOCK_API_BASE = '/api/';

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export const env = {
  /** Configured base of the real API, or undefined when the embedded mock backend serves the app. */
  apiBaseUrl: parsed.VITE_API_BASE_URL ? withTrailingSlash(parsed.VITE_API_BASE_URL) : undefined,
  productName: parsed.VITE_PRODUCT_NAME,
  billingHosts: parsed.VITE_BILLING_HOSTS,
  isProduction: Boolean(parsed.PROD),
  appVersion: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
} as const;

/** True when the app runs on the in-browser mock backend. */
export const usesMockBackend = env.apiBaseUrl === undefined;

/** The base every API call is made against. */
export const apiBaseUrl = env.apiBaseUrl ?? MOCK_API_BASE;

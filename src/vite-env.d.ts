/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
/** When this build was made (ISO date-time; Vite `define`). */
declare const __BUILD_TIME__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_BILLING_HOSTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

import 'axios';

export interface RequestMeta {
  /** Image calls never raise the error modal; the image shows its own fallback. */
  isImageCall?: boolean;
  /** Statuses the caller handles itself (true: all of them). */
  handledStatuses?: true | number[];
}

declare module 'axios' {
  interface AxiosRequestConfig {
    meta?: RequestMeta;
    /** Access-token generation the request was sent with. */
    tokenGeneration?: number;
    /** Set once a request has been retried after a 401. */
    retriedAfter401?: boolean;
  }
}

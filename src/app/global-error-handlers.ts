import axios from 'axios';
import { paths } from '@/config/paths';
import { wasPublished } from '@/lib/api-client/api-error-bus';
import { describeError, reportClientError } from '@/lib/report-client-error';

type Navigate = (to: string, options: { state: { message: string; stack: string | null } }) => void;

const BENIGN = [/ResizeObserver loop/i];

function isBenign(error: unknown): boolean {
  if (axios.isAxiosError(error) || axios.isCancel(error)) return true; // already shown by the error catalogue
  if (wasPublished(error)) return true; // a query's or mutation's error the query client has shown
  const { message } = describeError(error);
  return BENIGN.some((pattern) => pattern.test(message));
}

/** Unhandled client errors outside rendering: reported, then the error page. */
export function installGlobalErrorHandlers(navigate: Navigate): () => void {
  function handle(error: unknown): void {
    if (isBenign(error)) return;
    reportClientError(error);
    const { message, stack } = describeError(error);
    navigate(paths.error, { state: { message, stack } });
  }
  const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { subscribeApiErrors } from '@/lib/api-client/api-error-bus';
import type { ErrorModalContent } from './error-modal';

const ErrorModal = lazy(() => import('./error-modal').then((module) => ({ default: module.ErrorModal })));

/** Shows what the error catalogue decided: the error modal, the error page or the unauthorized page. */
export function ApiErrorListener() {
  const navigate = useNavigate();
  const [modal, setModal] = useState<ErrorModalContent | null>(null);

  useEffect(
    () =>
      subscribeApiErrors((outcome) => {
        if (outcome.kind === 'modal') setModal({ title: outcome.title, messages: outcome.messages });
        else if (outcome.kind === 'error-page') void navigate(paths.error, { state: { message: outcome.message } });
        else void navigate(paths.unauthorized(outcome.code));
      }),
    [navigate],
  );

  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <ErrorModal error={modal} onClose={() => setModal(null)} />
    </Suspense>
  );
}

import { useLocation } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

interface ErrorLocationState {
  message?: string;
  stack?: string;
}

export default function ErrorPage() {
  const state = (useLocation().state ?? {}) as ErrorLocationState;
  return <ErrorScreen message={state.message} stack={state.stack} />;
}

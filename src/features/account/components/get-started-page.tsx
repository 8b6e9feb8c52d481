import { ResetPasswordPage } from './reset-password-page';

export default function GetStartedPage() {
  return <ResetPasswordPage mode="get-started" />;
}

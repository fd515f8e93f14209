import { ResetPasswordPanel } from '../../features/auth/reset-password-panel.tsx';

export default function ResetPasswordPage() {
  return <ResetPasswordPanel />;
}

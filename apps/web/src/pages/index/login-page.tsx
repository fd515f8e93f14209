import { LoginPanel } from '../../features/auth/login-panel.tsx';

export default function LoginPage() {
  return <LoginPanel />;
}

import { ComingSoon } from '../../components/ComingSoon';

export default function ForgotPage() {
  return <ComingSoon title="Forgot password" what="Forgot password" />;
}

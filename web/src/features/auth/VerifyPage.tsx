import { ComingSoon } from '../../components/ComingSoon';

export default function VerifyPage() {
  return <ComingSoon title="Check your email" what="Check your email" />;
}

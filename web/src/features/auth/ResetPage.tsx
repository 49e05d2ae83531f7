import { ComingSoon } from '../../components/ComingSoon';

export default function ResetPage() {
  return <ComingSoon title="Reset password" what="Reset password" />;
}

import { ComingSoon } from '../../components/ComingSoon';

export default function ConfirmEmailPage() {
  return <ComingSoon title="Confirm email" what="Confirm email" />;
}

import { ComingSoon } from '../../components/ComingSoon';

export default function RefundPolicyPage() {
  return <ComingSoon title="Refund policy" what="Refund policy" />;
}

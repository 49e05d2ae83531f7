import { ComingSoon } from '../../components/ComingSoon';

export default function TemplatesPage() {
  return <ComingSoon title="Product Templates" what="Product Templates" />;
}

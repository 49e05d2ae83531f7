import { ComingSoon } from '../../components/ComingSoon';

export default function MockupBuilderPage() {
  return <ComingSoon title="Mockup builder" what="Mockup builder" />;
}

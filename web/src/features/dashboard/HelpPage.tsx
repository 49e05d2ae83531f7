import { ComingSoon } from '../../components/ComingSoon';

export default function HelpPage() {
  return <ComingSoon title="Help" what="Help" />;
}

import { ComingSoon } from '../../components/ComingSoon';

export default function DashboardHomePage() {
  return <ComingSoon title="Dashboard" what="Dashboard" />;
}

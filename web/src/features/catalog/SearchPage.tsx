import { ComingSoon } from '../../components/ComingSoon';

export default function SearchPage() {
  return <ComingSoon title="Search" what="Search" />;
}

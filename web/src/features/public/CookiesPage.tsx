import { ComingSoon } from '../../components/ComingSoon';

export default function CookiesPage() {
  return <ComingSoon title="Cookie policy" what="Cookie policy" />;
}

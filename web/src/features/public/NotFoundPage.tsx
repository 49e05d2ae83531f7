import { ComingSoon } from '../../components/ComingSoon';

export default function NotFoundPage() {
  return <ComingSoon title="Page not found" what="Page not found" />;
}

import { ComingSoon } from '../../components/ComingSoon';

export default function StoresPage() {
  return <ComingSoon title="Stores" what="Stores" />;
}

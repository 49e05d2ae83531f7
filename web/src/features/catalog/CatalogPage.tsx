import { ComingSoon } from '../../components/ComingSoon';

export default function CatalogPage() {
  return <ComingSoon title="Catalogue" what="Catalogue" />;
}

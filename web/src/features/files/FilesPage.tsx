import { ComingSoon } from '../../components/ComingSoon';

export default function FilesPage() {
  return <ComingSoon title="Files &amp; Assets" what="Files &amp; Assets" />;
}

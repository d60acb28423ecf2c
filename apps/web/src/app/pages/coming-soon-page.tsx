import { ComingSoon } from '@/shared/ui/coming-soon.tsx';

export default function ComingSoonPage() {
  return <ComingSoon />;
}

import type { engagementAdmin } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { CellBadge } from '@/shared/ui/cell-badge';

const COLOURS: Record<engagementAdmin.EngagementStatus, string> = { active: 'green', paused: 'yellow', ended: 'gray' };

export function StatusBadge({ status }: { status: engagementAdmin.EngagementStatus }) {
  const { t } = useTranslation('engagement');
  return <CellBadge color={COLOURS[status]}>{t(`status.${status}`)}</CellBadge>;
}

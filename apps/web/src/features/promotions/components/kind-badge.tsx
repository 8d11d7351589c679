import { useTranslation } from 'react-i18next';
import type { Promotion } from '../api/get-promotions';

/** The kind of a promotion as a badge: deposit bonus, cashback, free tokens, referral. */
export function KindBadge({ kind }: { kind: Promotion['kind'] }) {
  const { t } = useTranslation('pages');
  return <span className={`promotion-badge promotion-badge-${kind}`}>{t(`promotions.kind.${kind}`)}</span>;
}

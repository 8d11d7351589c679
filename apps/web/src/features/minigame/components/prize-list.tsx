import type { Prize } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { useSiteStore } from '@/shared/session/site-store';
import { prizeText } from '../lib/prize-text';

/** The prizes a game can draw, in its own order. */
export function PrizeList({ prizes, label }: { prizes: Prize[]; label: string }) {
  const { t } = useTranslation('pages');
  const currency = useSiteStore((state) => state.site?.currency ?? '');
  return (
    <ul className="minigame-prizes" aria-label={label}>
      {prizes.map((prize, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: prizes are fixed for the game and two may read the same
        <li key={index}>{prizeText(prize, currency, t)}</li>
      ))}
    </ul>
  );
}

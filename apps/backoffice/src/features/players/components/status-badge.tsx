import { Badge, type MantineColor } from '@mantine/core';
import type { playerDesk } from '@wl/contract';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<playerDesk.PlayerRow['status'], MantineColor> = {
  pending: 'yellow',
  active: 'green',
  blocked: 'red',
  closed: 'gray',
};

/** A player account's status, coloured by how far it keeps the player out. */
export function StatusBadge({ status, size }: { status: playerDesk.PlayerRow['status']; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  return (
    // A visible label keeps its whole width in a squeezed table column instead of shrinking to an ellipsis.
    <Badge variant="light" color={COLOURS[status]} size={size} styles={{ label: { overflow: 'visible' } }}>
      {t(`players.statuses.${status}`)}
    </Badge>
  );
}

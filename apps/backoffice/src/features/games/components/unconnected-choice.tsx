import { Group, Radio } from '@mantine/core';
import { UNCONNECTED_GAMES, type UnconnectedGames } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '@/shared/session/may-call';
import { useNotify } from '@/shared/ui/notify';
import { useSetUnconnectedGames } from '../api/set-unconnected';

/**
 * What the site's players see of games whose provider is not connected: nothing (the default), or
 * the games as "coming soon", shown but not playable. Never a game that fails when opened.
 */
export function UnconnectedChoice({ siteId, siteName, value }: { siteId: number; siteName: string; value: UnconnectedGames }) {
  const { t } = useTranslation('games');
  const notify = useNotify();
  const mayCall = useMayCall();
  const save = useSetUnconnectedGames();
  const choose = async (next: string) => {
    const choice = UNCONNECTED_GAMES.find((mode) => mode === next);
    if (!choice || choice === value) return;
    try {
      await save.mutateAsync({ site_id: siteId, unconnected_games: choice });
      notify.done(t(`providers.unconnected.saved.${choice}`, { site: siteName }));
    } catch (error) {
      notify.failed(error);
    }
  };
  return (
    <Radio.Group
      label={t('providers.unconnected.label')}
      description={t('providers.unconnected.description')}
      value={value}
      onChange={(next) => void choose(next)}
      readOnly={!mayCall('catalogueUnconnectedSet') || save.isPending}
    >
      <Group mt="xs">
        {UNCONNECTED_GAMES.map((mode) => (
          <Radio
            key={mode}
            value={mode}
            label={t(`providers.unconnected.${mode}`)}
            disabled={!mayCall('catalogueUnconnectedSet')}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

import { TIMINGS } from '@wl/contract/lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@/config/routes';
import { getJson } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { type RouteRule, routeRuleDifferences, routeRules } from './route-rules';

/** Set by the build-version plugin of vite.config.ts; absent in the dev server, which has no build files. */
export const BUILD_ID: string | undefined = import.meta.env.VITE_BUILD_ID;

export interface LatestBuild {
  id: string;
  built_at: string;
}
export interface BuildMeta extends LatestBuild {
  routes: RouteRule[];
}

export const buildMetaUrl = (buildId: string) => `/_build/meta/${encodeURIComponent(buildId)}.json`;
/** The timestamp query keeps any cache between us and the server from answering an old file. */
export const latestBuildUrl = (now = Date.now()) => `/_build/latest.json?t=${now}`;

/** Answers the id of a newer build than this tab runs, or null (also when the check itself failed). */
export async function newerBuild(buildId: string): Promise<string | null> {
  try {
    const latest = await getJson<LatestBuild>(latestBuildUrl());
    return latest.id && latest.id !== buildId ? latest.id : null;
  } catch {
    // Offline or mid-deploy: the next check will tell.
    return null;
  }
}

/**
 * Reads this build's metadata and compares its route rules with the bundle's route table. They
 * can only disagree when the tab runs a build the server no longer has (its file is gone after a
 * deploy, or another build's answers come back): a stale tab mixing old code with the new build's
 * chunks and server rules. Answers whether the tab is consistent with the server.
 */
export async function verifyBuildMeta(buildId: string, routes: readonly RouteRule[]): Promise<boolean> {
  try {
    const meta = await getJson<BuildMeta>(buildMetaUrl(buildId));
    const differences = meta.id === buildId ? routeRuleDifferences(meta.routes, routes) : ['(build id)'];
    if (differences.length === 0) return true;
    console.warn(`Build ${buildId}: the route rules differ from the server's for`, differences);
  } catch (error) {
    console.warn(`Build ${buildId}: its metadata could not be read; this tab may be running a replaced build`, error);
  }
  return false;
}

export interface BuildWatchOptions {
  buildId: string;
  onNewVersion(id: string): void;
  intervalMs?: number;
}

/** Polls the latest-build file until it names another build, then reports it once and stops. */
export function watchBuildVersion({
  buildId,
  onNewVersion,
  intervalMs = TIMINGS.buildVersionCheckMs,
}: BuildWatchOptions): () => void {
  let stopped = false;
  const check = async () => {
    const id = await newerBuild(buildId);
    if (!id || stopped) return;
    stop();
    onNewVersion(id);
  };
  const timer = setInterval(check, intervalMs);
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return stop;
}

const NEW_VERSION_TOAST_ID = 'new-version';

/** Checks this build's metadata at startup and watches for a newer build; a persistent toast offers the reload. */
export function useBuildVersionWatch(buildId: string | undefined = BUILD_ID): void {
  const { t } = useTranslation('messages');
  useEffect(() => {
    if (!buildId) return;
    const prompt = () =>
      toast.message(t('newVersion'), {
        id: NEW_VERSION_TOAST_ID,
        duration: Number.POSITIVE_INFINITY,
        action: { label: t('reload'), onClick: () => window.location.reload() },
      });
    let active = true;
    const stop = watchBuildVersion({ buildId, onNewVersion: prompt });
    void verifyBuildMeta(buildId, routeRules(ROUTES)).then(async (consistent) => {
      // A stale tab need not wait an hour to hear about the build that replaced it.
      if (!consistent && active && (await newerBuild(buildId))) {
        stop();
        prompt();
      }
    });
    return () => {
      active = false;
      stop();
    };
  }, [buildId, t]);
}

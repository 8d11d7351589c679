import type { Site } from '@wl/contract/lite';

export interface AppStoreLinks {
  android: string | null;
  ios: string | null;
}

function httpsUrl(value: string): string | null {
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** android_sub and ios_sub are the store pages of the site's apps; only https links are offered. */
export function appStoreLinks(site: Pick<Site, 'android_sub' | 'ios_sub'> | null): AppStoreLinks {
  return { android: httpsUrl(site?.android_sub ?? ''), ios: httpsUrl(site?.ios_sub ?? '') };
}

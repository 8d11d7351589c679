/** Brand names and the short marks their badges show; an unknown platform shows its own name and initial. */
const PLATFORMS: Record<string, { name: string; mark: string }> = {
  facebook: { name: 'Facebook', mark: 'f' },
  telegram: { name: 'Telegram', mark: 'tg' },
  whatsapp: { name: 'WhatsApp', mark: 'wa' },
  instagram: { name: 'Instagram', mark: 'ig' },
  youtube: { name: 'YouTube', mark: 'yt' },
  x: { name: 'X', mark: 'X' },
  twitter: { name: 'X', mark: 'X' },
  tiktok: { name: 'TikTok', mark: 'tt' },
  line: { name: 'LINE', mark: 'L' },
  viber: { name: 'Viber', mark: 'vb' },
  wechat: { name: 'WeChat', mark: 'wc' },
  discord: { name: 'Discord', mark: 'dc' },
  email: { name: 'Email', mark: '@' },
};

export interface PlatformLook {
  /** the data-platform value the badge colours follow */
  key: string;
  name: string;
  mark: string;
}

export function platformLook(platform: string): PlatformLook {
  const key = platform.trim().toLowerCase();
  const known = PLATFORMS[key];
  if (known) return { key, ...known };
  const name = platform.trim() || '?';
  return { key: 'other', name, mark: name.charAt(0).toUpperCase() };
}

/** Only web, mail and phone links are followed; anything else shows as plain text. */
export function safeContactUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ['https:', 'http:', 'mailto:', 'tel:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif',
});

/** The member's light or dark choice, kept in this browser; without one the OS decides ('auto'). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'wl.backoffice.color-scheme' });

import { Stack, Text } from '@mantine/core';
import { menuAdmin } from '@wl/contract';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '@/shared/session/may-call';
import { QueryState } from '@/shared/ui/query-state';
import { type MemberSite, SiteTabs, SiteTabsPage, useUrlTab } from '@/shared/ui/site-tabs-page';
import { useMenus } from '../api/get-menus';
import { MenuEditor } from './menu-editor';

function SiteMenus({ site }: { site: MemberSite }) {
  const { t } = useTranslation('menus');
  const mayCall = useMayCall();
  const menus = useMenus(site.id);
  const [menu, selectMenu] = useUrlTab('menu', menuAdmin.MENU_KINDS, 'site');
  return (
    <QueryState query={menus}>
      {({ value }) => (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {value.language === 'EN'
              ? t('languageNoteEnglish', { site: site.name })
              : t('languageNote', { site: site.name, language: t(`languages.${value.language}`) })}
          </Text>
          {/* Each menu's editor stays mounted: a draft outlives a look at another tab. */}
          {/* Each menu's editor stays mounted: a draft outlives a look at another tab. */}
          <SiteTabs
            tabs={menuAdmin.MENU_KINDS}
            value={menu}
            onChange={selectMenu}
            panelPt="md"
            label={(kind) => t(`tabs.${kind}`)}
            panel={(kind) => (
              <Stack gap="sm">
                <Text size="sm" maw={760}>
                  {t(`hints.${kind}`)} {t('fieldsNote', { language: t(`languages.${value.language}`) })}
                </Text>
                <MenuEditor
                  key={`${site.id}-${kind}`}
                  siteId={site.id}
                  menu={kind}
                  language={value.language}
                  items={value[kind]}
                  editable={mayCall('menusSave')}
                />
              </Stack>
            )}
          />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * Menus: a site's menu, game menu and footer links, each entry titled in English and in the site's
 * language. The site is the shell's choice, or the member's only one; the menu is a tab in the URL.
 */
export function MenusPage() {
  const { t } = useTranslation('menus');
  return (
    <SiteTabsPage
      id="menus"
      maxWidth={1200}
      introWidth={720}
      texts={{
        title: t('title'),
        intro: () => t('intro'),
        noSites: t('noSites'),
        chooseSite: t('chooseSite'),
        chooseSiteText: t('chooseSiteText'),
      }}
    >
      {(site) => <SiteMenus key={site.id} site={site} />}
    </SiteTabsPage>
  );
}

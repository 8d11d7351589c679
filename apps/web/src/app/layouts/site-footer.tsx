import type { MenuItem } from '@wl/contract/lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useMenuTitle } from '@/shared/i18n/use-menu-title';
import { useSiteStore } from '@/shared/session/site-store';
import { useUserStore } from '@/shared/session/user-store';
import { useMenus } from './navigation';
import { SiteLogo } from './site-logo';
import type { FooterStyle } from './template-configs';

/** Routes by name: each link goes to the route's path and says its title (a site without a footer menu). */
const INFORMATION_PAGES = ['about', 'faqs', 'banking', 'contactUs'] as const;

/** Every footer style keeps these in its legal row. */
const LEGAL_PAGES = ['privacyPolicy', 'termCondition', 'responsibleGaming'] as const;

interface LinkGroup {
  key: string;
  title: string;
  links: { key: string; path: string; title: string }[];
}

/**
 * Footer link groups: the games and every site menu entry that has children (menuGroups), then the
 * footer's own (footerGroups): the operator's footer menu, each entry with sub-entries a group and
 * the others together under "Information"; without a footer menu, the information pages.
 */
function useLinkGroups(): { menuGroups: LinkGroup[]; footerGroups: LinkGroup[] } {
  const { t } = useTranslation(['ui', 'pages']);
  const titleOf = useMenuTitle();
  const { siteMenu, gameMenu } = useMenus();
  const footerMenu = useSiteStore((state) => state.content.footer_menu);
  const asLinks = (items: MenuItem[]) => items.map((item) => ({ key: item.key, path: item.path, title: titleOf(item) }));
  const menuGroups: LinkGroup[] = [];
  if (gameMenu.length > 0) menuGroups.push({ key: 'games', title: t('ui:nav.games'), links: asLinks(gameMenu) });
  for (const item of siteMenu) {
    if (item.children.length > 0) menuGroups.push({ key: item.key, title: titleOf(item), links: asLinks(item.children) });
  }
  const footerGroups: LinkGroup[] = footerMenu
    .filter((item) => item.children.length > 0)
    .map((item) => ({ key: `footer-${item.key}`, title: titleOf(item), links: asLinks(item.children) }));
  const loose = footerMenu.filter((item) => item.children.length === 0 && item.path);
  if (loose.length > 0) footerGroups.push({ key: 'information', title: t('ui:footer.information'), links: asLinks(loose) });
  if (footerMenu.length === 0) {
    footerGroups.push({
      key: 'information',
      title: t('ui:footer.information'),
      links: INFORMATION_PAGES.map((page) => ({ key: page, path: PATHS[page], title: t(`pages:${page}.title`) })),
    });
  }
  return { menuGroups, footerGroups };
}

function LinkGroups({ groups, className }: { groups: LinkGroup[]; className: string }) {
  return (
    <div className={className}>
      {groups.map((group) => (
        <section key={group.key} className="footer-group" aria-labelledby={`footer-group-${group.key}`}>
          <h2 id={`footer-group-${group.key}`} className="footer-group-title">
            {group.title}
          </h2>
          <ul className="footer-links">
            {group.links.map((link) => (
              <li key={link.key}>
                <Link to={link.path}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function LegalLinks() {
  const { t } = useTranslation('pages');
  return (
    <ul className="footer-inline-links">
      {LEGAL_PAGES.map((page) => (
        <li key={page}>
          <Link to={PATHS[page]}>{t(`${page}.title`)}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The operator's social accounts; only web links are followed. */
function SocialLinks() {
  const { t } = useTranslation('ui');
  const accounts = useSiteStore((state) => state.accountList).filter((account) => /^https?:\/\//i.test(account.url));
  if (accounts.length === 0) return null;
  return (
    <ul className="footer-social" aria-label={t('footer.social')}>
      {accounts.map((account) => (
        <li key={`${account.platform}-${account.url}`}>
          <a
            href={account.url}
            target="_blank"
            rel="noopener noreferrer"
            className="social-link"
            data-platform={account.platform}
          >
            {account.name || account.platform}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Notices() {
  const { t } = useTranslation('ui');
  return (
    <div className="footer-notices">
      <p className="age-badge">{t('footer.ageLimit')}</p>
      <p>{t('footer.responsible')}</p>
      <p>{t('footer.licence')}</p>
    </div>
  );
}

function Copyright() {
  const { t } = useTranslation('ui');
  const name = useSiteStore((state) => state.site?.site_name ?? '');
  return <p className="copyright">{t('footer.copyright', { year: new Date().getFullYear(), name })}</p>;
}

function CallToAction() {
  const { t } = useTranslation('ui');
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  return (
    <div className="footer-band">
      <p className="footer-band-text">{isAuthenticated ? t('footer.ctaPlayer') : t('footer.ctaVisitor')}</p>
      <Link to={isAuthenticated ? PATHS.deposit : PATHS.register} className="button button-primary">
        {isAuthenticated ? t('footer.ctaDeposit') : t('register')}
      </Link>
    </div>
  );
}

/**
 * The footer of a template. Every style keeps the brand, the copyright and the age limit; in
 * maintenance the links go, as they lead to pages that cannot show.
 */
export function SiteFooter({ style, maintenance }: { style: FooterStyle; maintenance: boolean }) {
  const { t } = useTranslation('ui');
  const { menuGroups, footerGroups } = useLinkGroups();
  const links = !maintenance;

  return (
    <footer className={`site-footer footer-style-${style}`}>
      {links && style === 'band' ? <CallToAction /> : null}
      <div className="footer-inner">
        {style === 'minimal' ? null : (
          <div className="footer-brand">
            <SiteLogo />
            {style === 'rich' || style === 'centred' ? <SocialLinks /> : null}
          </div>
        )}
        {links && (style === 'columns' || style === 'rich' || style === 'cards' || style === 'dense') ? (
          <nav className="footer-nav" aria-label={t('nav.footer')}>
            <LinkGroups groups={[...menuGroups, ...footerGroups]} className={`footer-groups footer-groups-${style}`} />
          </nav>
        ) : null}
        {links && (style === 'centred' || style === 'band') ? (
          <nav className="footer-nav" aria-label={t('nav.footer')}>
            <LinkGroups groups={footerGroups} className="footer-groups footer-groups-inline" />
          </nav>
        ) : null}
        {style === 'rich' || style === 'dense' ? <Notices /> : null}
        <div className="footer-legal">
          <Copyright />
          {links ? <LegalLinks /> : null}
          {style === 'rich' || style === 'dense' ? null : <p className="age-badge">{t('footer.ageLimit')}</p>}
        </div>
      </div>
    </footer>
  );
}

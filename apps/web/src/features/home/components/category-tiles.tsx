import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenuTitle } from '@/shared/i18n/use-menu-title';
import { useSiteStore } from '@/shared/session/site-store';

export type CategoriesStyle = 'tiles' | 'chips' | 'icons';

/** The game menu's categories as large tiles, a row of chips, or a grid of round icons. */
export function CategoryTiles({ style }: { style: CategoriesStyle }) {
  const { t } = useTranslation('pages');
  const gameMenu = useSiteStore((state) => state.content.game_menu);
  const titleOf = useMenuTitle();
  if (gameMenu.length === 0) return null;
  return (
    <section className={`home-section categories categories-${style}`} aria-labelledby="categories-title">
      <div className="section-head">
        <h2 id="categories-title" className="section-title">
          {t('home.categories.title')}
        </h2>
      </div>
      <ul className="category-list">
        {gameMenu.map((item) => (
          <li key={item.key}>
            <Link to={item.path} className="category-tile" data-category={item.icon}>
              <span className="menu-icon category-icon" data-icon={item.icon} aria-hidden="true" />
              <span className="category-name">{titleOf(item)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

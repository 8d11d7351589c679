import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useSiteStore } from '@/shared/session/site-store';
import { useModalStore } from '@/shared/stores/modal-store';
import { Modal } from '@/shared/ui/modal';
import { useModalTexts } from './api/get-modal-texts';

/**
 * The first-visit announcement ('announcement', show_bf_ann_modal): the operator's title and text
 * (site_modals) in the interface's language; without them it welcomes the visitor by the site's
 * name. Either way it points to the promotions.
 */
export function AnnouncementModal() {
  const { t } = useTranslation('ui');
  const siteName = useSiteStore((state) => state.site?.site_name ?? '');
  const texts = useModalTexts('announcement');
  const close = () => useModalStore.getState().close();
  return (
    <Modal id="announcement" title={texts.title ?? t('announcementTitle', { site: siteName })}>
      <p className="modal-text">{texts.body ?? t('announcementText')}</p>
      <div className="modal-actions">
        <Link className="button button-primary" to={PATHS.promotions} onClick={close}>
          {t('seePromotions')}
        </Link>
        <button type="button" className="button" onClick={close}>
          {t('gotIt')}
        </button>
      </div>
    </Modal>
  );
}

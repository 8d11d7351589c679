import { type ModalId, topModal, useModalStore } from '@/shared/stores/modal-store';

/** Closes the modal only while it is on top, so a late login answer never closes a modal opened since. */
export function closeModal(id: ModalId): void {
  const modals = useModalStore.getState();
  if (topModal(modals) === id) modals.close();
}

import { create } from 'zustand';

export type ModalId = 'login' | 'signin' | 'announcement' | 'appDownload' | 'realityCheck';

/** Modals are a stack where opening one closes the previous (spec-coverage S2.8). */
interface ModalState {
  stack: ModalId[];
  open(id: ModalId): void;
  close(): void;
  closeAll(): void;
}

export const useModalStore = create<ModalState>((set) => ({
  stack: [],
  open: (id) => set((state) => ({ stack: [...state.stack.slice(0, -1), id] })),
  close: () => set((state) => ({ stack: state.stack.slice(0, -1) })),
  closeAll: () => set({ stack: [] }),
}));

export const topModal = (state: ModalState): ModalId | undefined => state.stack.at(-1);

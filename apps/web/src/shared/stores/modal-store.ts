import { create } from 'zustand';

export type ModalId = 'login' | 'signin' | 'announcement' | 'appDownload' | 'realityCheck' | 'gameInfo';

/**
 * A modal waiting its turn: `ready` false until its delay has passed (it holds the ones behind it),
 * and `due`, asked when its turn comes, can drop it (already seen meanwhile).
 */
interface Waiting {
  id: ModalId;
  ready: boolean;
  due?: () => boolean;
}

export interface EnqueueOptions {
  /** before every waiting modal: a modal the visitor's own navigation asked for */
  first?: boolean;
  /** its turn comes no sooner than this; meanwhile it holds its place */
  delayMs?: number;
  /** asked when its turn comes; false drops it */
  due?: () => boolean;
}

/**
 * Modals are a stack where opening one closes the previous (spec-coverage S2.8), and a queue of
 * the modals nobody asked for this instant (the first-visit ones, the login modal a protected route
 * schedules): each opens only once no modal shows, one after another, so two never show together
 * and none pushes another away (decision 0179).
 */
interface ModalState {
  stack: ModalId[];
  waiting: Waiting[];
  open(id: ModalId): void;
  close(): void;
  closeAll(): void;
  enqueue(id: ModalId, options?: EnqueueOptions): void;
}

/** The state once the next waiting modal whose turn it is opens, when no modal shows. */
function advance(state: Pick<ModalState, 'stack' | 'waiting'>): Pick<ModalState, 'stack' | 'waiting'> {
  let waiting = state.waiting;
  if (state.stack.length > 0) return state;
  while (waiting[0]?.ready) {
    const [head, ...rest] = waiting;
    waiting = rest;
    if (!head!.due || head!.due()) return { stack: [head!.id], waiting };
  }
  return { stack: state.stack, waiting };
}

export const useModalStore = create<ModalState>((set, get) => ({
  stack: [],
  waiting: [],
  open: (id) => set((state) => ({ stack: [...state.stack.slice(0, -1), id] })),
  // One change: the next modal replaces the closed one, with no moment of none between them.
  close: () => set((state) => advance({ stack: state.stack.slice(0, -1), waiting: state.waiting })),
  // Everything goes, the waiting ones too: nothing opens behind a closing app.
  closeAll: () => set({ stack: [], waiting: [] }),
  enqueue: (id, { first = false, delayMs = 0, due } = {}) => {
    const { stack, waiting } = get();
    if (stack.at(-1) === id) return;
    const entry: Waiting = { id, ready: delayMs <= 0, due };
    const others = waiting.filter((item) => item.id !== id);
    set(advance({ stack, waiting: first ? [entry, ...others] : [...others, entry] }));
    if (!entry.ready) {
      setTimeout(() => {
        set((state) =>
          advance({
            stack: state.stack,
            waiting: state.waiting.map((item) => (item === entry ? { ...item, ready: true } : item)),
          }),
        );
      }, delayMs);
    }
  },
}));

export const topModal = (state: ModalState): ModalId | undefined => state.stack.at(-1);

import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

type Sonner = typeof import('sonner');
type ToastMessage = Parameters<Sonner['toast']>[0];
type ToastKind = 'success' | 'info' | 'warning' | 'error';

let sonner: Promise<Sonner> | undefined;
const loadListeners = new Set<() => void>();

/**
 * The toast library, loaded with the first toast rather than with the page: most visits show
 * none, and the home page's initial bundle has a budget (docs/quality.md).
 */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of loadListeners) listener();
  }
  return sonner;
}

function show(kind: ToastKind | null, message: ToastMessage, options?: ExternalToast): void {
  loadSonner().then(
    ({ toast: sonnerToast }) => (kind ? sonnerToast[kind](message, options) : sonnerToast(message, options)),
    (error: unknown) => console.warn('The toast could not be shown', error),
  );
}

/** sonner's toast calls, shown once the library has loaded (at once after the first). */
export const toast = {
  message: (message: ToastMessage, options?: ExternalToast) => show(null, message, options),
  success: (message: ToastMessage, options?: ExternalToast) => show('success', message, options),
  info: (message: ToastMessage, options?: ExternalToast) => show('info', message, options),
  warning: (message: ToastMessage, options?: ExternalToast) => show('warning', message, options),
  error: (message: ToastMessage, options?: ExternalToast) => show('error', message, options),
};

function onLoad(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

// Should the library fail to load, the page goes on without toasts.
const LazyToaster = lazy(() =>
  loadSonner().then(
    (module): { default: ComponentType<ToasterProps> } => ({ default: module.Toaster }),
    () => ({ default: () => null }),
  ),
);

/**
 * Where toasts show, mounted once the first toast is asked for; sonner replays to it the toasts
 * raised while it loaded.
 */
export function ToastHost(props: ToasterProps) {
  const wanted = useSyncExternalStore(onLoad, () => sonner !== undefined);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}

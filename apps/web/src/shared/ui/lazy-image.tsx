import { BREAKPOINTS, LAZY_IMAGE_PLACEHOLDER_PX, TIMINGS } from '@wl/contract/lite';
import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import { debounce } from '@/shared/lib/debounce';
import './lazy-image.css';

export interface LazyImageProps {
  src: string;
  /** required: describe the image, or pass "" for a purely decorative one */
  alt: string;
  /** the image for narrow screens (below the tablet breakpoint), e.g. a portrait banner */
  mobileSrc?: string;
  /** a tiny version of the image, shown blurred at 32 px until the real one has loaded */
  placeholderSrc?: string;
  /** shown when the image fails to load; without it a neutral box carries the alt text (or is hidden, for a decorative image) */
  fallbackSrc?: string;
  width?: number;
  height?: number;
  className?: string;
}

const pickSource = (src: string, mobileSrc: string | undefined) =>
  mobileSrc && window.innerWidth < BREAKPOINTS.tablet ? mobileSrc : src;

/** Whether the element has come into view; true at once where IntersectionObserver is missing. */
function useSeen(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/** The source for the current width, re-evaluated 500 ms after resizing stops (only when there is a mobile variant). */
function useResponsiveSource(src: string, mobileSrc: string | undefined): string {
  const [source, setSource] = useState(() => pickSource(src, mobileSrc));
  useEffect(() => {
    setSource(pickSource(src, mobileSrc));
    if (!mobileSrc) return;
    const onResize = debounce(() => setSource(pickSource(src, mobileSrc)), TIMINGS.lazyImageResizeDebounceMs);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [src, mobileSrc]);
  return source;
}

/**
 * An image that loads once it nears the viewport. Until the real image has loaded a blurred
 * placeholder holds its place; a failed image shows the fallback.
 */
export function LazyImage({ src, alt, mobileSrc, placeholderSrc, fallbackSrc, width, height, className }: LazyImageProps) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const seen = useSeen(frameRef);
  const wanted = useResponsiveSource(src, mobileSrc);
  const [loadedSource, setLoadedSource] = useState<string | null>(null);
  const [failedSources, setFailedSources] = useState<string[]>([]);
  const source = failedSources.includes(wanted) && fallbackSrc ? fallbackSrc : wanted;
  const failed = failedSources.includes(source);
  const loaded = loadedSource === source;

  const style: CSSProperties | undefined = width && height ? { aspectRatio: `${width} / ${height}` } : undefined;
  return (
    <span ref={frameRef} className={['lazy-image', loaded ? 'is-loaded' : '', className].filter(Boolean).join(' ')} style={style}>
      {!loaded &&
        !failed &&
        (placeholderSrc ? (
          <img
            className="lazy-image-placeholder"
            src={placeholderSrc}
            width={LAZY_IMAGE_PLACEHOLDER_PX}
            height={LAZY_IMAGE_PLACEHOLDER_PX}
            alt=""
            aria-hidden="true"
          />
        ) : (
          <span className="lazy-image-placeholder lazy-image-placeholder-box" aria-hidden="true" />
        ))}
      {failed ? (
        <span className="lazy-image-fallback" {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })} />
      ) : (
        <img
          className="lazy-image-img"
          src={seen ? source : undefined}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onLoad={() => setLoadedSource(source)}
          onError={() => setFailedSources((list) => [...list, source])}
        />
      )}
    </span>
  );
}

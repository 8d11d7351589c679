import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image';

let observed: Array<(entries: { isIntersecting: boolean }[]) => void> = [];

class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    observed.push(callback);
  }
  observe() {}
  disconnect() {}
}

const scrollIntoView = () =>
  act(() => {
    for (const callback of observed) callback([{ isIntersecting: true }]);
  });
const image = () => screen.getByRole('img', { name: 'Fortune Gems' }) as HTMLImageElement;
const placeholder = (container: HTMLElement) => container.querySelector('.lazy-image-placeholder');

beforeEach(() => {
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.innerWidth = 1024;
});

describe('LazyImage', () => {
  it('shows the 32 px blurred placeholder until the image has loaded in view', () => {
    const { container } = render(<LazyImage src="/img/fg.png" placeholderSrc="/img/fg-32.png" alt="Fortune Gems" />);
    expect(placeholder(container)?.getAttribute('width')).toBe('32');
    expect(image().getAttribute('src')).toBeNull();

    scrollIntoView();
    expect(image().getAttribute('src')).toBe('/img/fg.png');
    expect(placeholder(container)).not.toBeNull();

    fireEvent.load(image());
    expect(placeholder(container)).toBeNull();
    expect(container.querySelector('.lazy-image')?.classList.contains('is-loaded')).toBe(true);
  });

  it('uses a blurred box when there is no tiny image', () => {
    const { container } = render(<LazyImage src="/img/fg.png" alt="Fortune Gems" />);
    expect(container.querySelector('.lazy-image-placeholder-box')).not.toBeNull();
  });

  it('falls back to the fallback image, then to a box carrying the alt text', () => {
    render(<LazyImage src="/img/fg.png" fallbackSrc="/img/missing.png" alt="Fortune Gems" />);
    scrollIntoView();
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe('/img/missing.png');
    fireEvent.error(image());
    expect(image().tagName).toBe('SPAN');
  });

  it('keeps a decorative image out of the accessibility tree, failed or not', () => {
    const { container } = render(<LazyImage src="/img/fg.png" alt="" />);
    scrollIntoView();
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.error(container.querySelector('img.lazy-image-img')!);
    expect(container.querySelector('.lazy-image-fallback')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('switches to the mobile image 500 ms after a resize below the tablet width', () => {
    vi.useFakeTimers();
    render(<LazyImage src="/img/banner.png" mobileSrc="/img/banner-m.png" alt="Fortune Gems" />);
    scrollIntoView();
    expect(image().getAttribute('src')).toBe('/img/banner.png');
    window.innerWidth = 400;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(499);
    });
    expect(image().getAttribute('src')).toBe('/img/banner.png');
    act(() => vi.advanceTimersByTime(1));
    expect(image().getAttribute('src')).toBe('/img/banner-m.png');
  });

  it('loads at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/img/fg.png" alt="Fortune Gems" />);
    expect(image().getAttribute('src')).toBe('/img/fg.png');
  });
});

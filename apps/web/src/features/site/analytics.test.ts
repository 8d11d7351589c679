import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/shared/testing/fake-server';
import { analyticsScriptUrl, injectAnalytics } from './analytics';

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('analyticsScriptUrl', () => {
  it('takes https URLs only', () => {
    expect(analyticsScriptUrl(' https://www.googletagmanager.com/gtag/js?id=G-1 ')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-1',
    );
    expect(analyticsScriptUrl('http://tracker.example/t.js')).toBeNull();
    expect(analyticsScriptUrl('javascript:alert(1)')).toBeNull();
    expect(analyticsScriptUrl("<script>gtag('config')</script>")).toBeNull();
  });
});

describe('injectAnalytics', () => {
  it('adds async external scripts to the head or the body, each once', () => {
    injectAnalytics([
      { section: 'HEAD', script: 'https://www.googletagmanager.com/gtag/js?id=G-1' },
      { section: 'BODY', script: 'https://cdn.example/pixel.js' },
      { section: 'HEAD', script: 'https://www.googletagmanager.com/gtag/js?id=G-1' },
    ]);
    const head = document.head.querySelectorAll('script');
    expect([...head].map((script) => [script.src, script.async])).toEqual([
      ['https://www.googletagmanager.com/gtag/js?id=G-1', true],
    ]);
    expect(document.body.querySelector('script')?.src).toBe('https://cdn.example/pixel.js');
  });

  it('skips inline snippets with a warning, since the CSP would block them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    injectAnalytics([{ section: 'HEAD', script: "window.dataLayer=[];gtag('js', new Date());" }]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('loadAnalytics', () => {
  it('asks for the entries once per page load', async () => {
    const fetchMock = fakeServer({
      '/api/settings/get_analytics': { statusCode: 1, value: [{ section: 'HEAD', script: 'https://cdn.example/a.js' }] },
    });
    const { loadAnalytics } = await import('./analytics');
    await Promise.all([loadAnalytics(), loadAnalytics()]);
    await loadAnalytics();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ domain_name: 'localhost' });
    expect(document.head.querySelector('script')?.src).toBe('https://cdn.example/a.js');
  });
});

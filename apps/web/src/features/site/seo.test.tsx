import { waitFor } from '@testing-library/react';
import type { SeoRecord } from '@wl/contract/lite';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageTitleKey } from '@/config/routes';
import { initTestI18n, renderWithProviders } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { fakeServer, requestsTo } from '@/shared/testing/fake-server';
import { startupFixture } from '@/shared/testing/site';
import { applySeo, pageTitle, seoTitle, useSeo } from './seo';

const RECORD: SeoRecord = {
  id: 1,
  page_name: 'home',
  en_item_name: 'Home',
  en_body: '',
  local_item_name: 'Tahanan',
  local_body: '',
  meta_title: 'Lucky Piso | Online Casino',
  meta_desc: 'Play slots and live casino.',
  local_meta_title: '',
  local_meta_desc: '',
  meta_keywords: 'slots, casino',
  meta_url: 'https://www.luckypiso.example/',
  meta_canonical: 'https://www.luckypiso.example/',
  meta_author: 'Lucky Piso',
  meta_publisher: 'Lucky Piso Ltd',
  meta_lang: 'fil',
  meta_image_url: 'https://www.luckypiso.example/img/og/home.jpg',
};

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

beforeAll(initTestI18n);
afterEach(() => {
  applySeo(null, '');
  vi.unstubAllGlobals();
});

describe('titles', () => {
  it('joins page and site with the pipe separator', () => {
    expect(pageTitle('Slots', 'Lucky Piso')).toBe('Slots | Lucky Piso');
    expect(pageTitle('', 'Lucky Piso')).toBe('Lucky Piso');
    expect(pageTitle('Slots', '')).toBe('Slots');
  });

  it('prefers meta_title, else the item name of the interface language', () => {
    expect(seoTitle(RECORD, 'Lucky Piso', false)).toBe('Lucky Piso | Online Casino');
    const untitled = { ...RECORD, meta_title: '' };
    expect(seoTitle(untitled, 'Lucky Piso', false)).toBe('Home | Lucky Piso');
    expect(seoTitle(untitled, 'Lucky Piso', true)).toBe('Tahanan | Lucky Piso');
    expect(seoTitle({ ...untitled, local_item_name: '' }, 'Lucky Piso', true)).toBe('Home | Lucky Piso');
  });

  it("prefers the site language's meta title and description for an interface in it", () => {
    const local = { ...RECORD, local_meta_title: 'Lucky Piso | Online na Casino', local_meta_desc: 'Maglaro ng slots.' };
    expect(seoTitle(local, 'Lucky Piso', true)).toBe('Lucky Piso | Online na Casino');
    expect(seoTitle(local, 'Lucky Piso', false)).toBe('Lucky Piso | Online Casino');
    applySeo(local, 'x', document.head, true);
    expect(meta('meta[name="description"]')).toBe('Maglaro ng slots.');
    expect(meta('meta[property="og:description"]')).toBe('Maglaro ng slots.');
    applySeo(local, 'x', document.head, false);
    expect(meta('meta[name="description"]')).toBe('Play slots and live casino.');
  });
});

describe('applySeo', () => {
  it('sets the title and every meta tag of the record', () => {
    applySeo(RECORD, 'Lucky Piso | Online Casino');
    expect(document.title).toBe('Lucky Piso | Online Casino');
    expect(meta('meta[name="description"]')).toBe('Play slots and live casino.');
    expect(meta('meta[name="keywords"]')).toBe('slots, casino');
    expect(meta('meta[name="author"]')).toBe('Lucky Piso');
    expect(meta('meta[name="publisher"]')).toBe('Lucky Piso Ltd');
    expect(meta('meta[http-equiv="content-language"]')).toBe('fil');
    expect(meta('meta[property="og:title"]')).toBe('Lucky Piso | Online Casino');
    expect(meta('meta[property="og:description"]')).toBe('Play slots and live casino.');
    expect(meta('meta[property="og:image"]')).toBe('https://www.luckypiso.example/img/og/home.jpg');
    expect(meta('meta[property="og:url"]')).toBe('https://www.luckypiso.example/');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.luckypiso.example/');
  });

  it('drops the previous page tags when the next page has no record', () => {
    applySeo(RECORD, 'A');
    applySeo(RECORD, 'B');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    applySeo(null, 'Slots | Lucky Piso');
    expect(document.head.querySelectorAll('[data-seo]')).toHaveLength(0);
    expect(document.title).toBe('Slots | Lucky Piso');
  });
});

function Seo({ page }: { page: PageTitleKey | null }) {
  useSeo(page);
  return null;
}

describe('useSeo', () => {
  beforeEach(() => useSiteStore.getState().applyStartup(startupFixture()));

  it('calls seo with the page name and applies the record', async () => {
    const fetchMock = fakeServer({ '/api/seo': { statusCode: 1, value: RECORD } });
    renderWithProviders(<Seo page="home" />);
    await waitFor(() => expect(document.title).toBe('Lucky Piso | Online Casino'));
    expect(requestsTo(fetchMock, '/api/seo')[0]).toEqual({
      domain_name: 'localhost',
      external_id: 'site-lucky',
      page_name: 'home',
    });
    expect(meta('meta[name="description"]')).toBe('Play slots and live casino.');
  });

  it('keeps the default title for a page without a record', async () => {
    const fetchMock = fakeServer({ '/api/seo': { statusCode: 1, value: null } });
    renderWithProviders(<Seo page="slots" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(document.title).toBe('Slots | Lucky Piso');
    expect(document.head.querySelectorAll('[data-seo]')).toHaveLength(0);
  });

  it('shows the site name alone outside the route table', () => {
    const fetchMock = fakeServer({});
    renderWithProviders(<Seo page={null} />);
    expect(document.title).toBe('Lucky Piso');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

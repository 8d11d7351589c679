import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/shared/lib/testing';
import { useSiteStore } from '@/shared/session/site-store';
import { startupFixture } from '@/shared/testing/site';
import { SiteStatusNotice, siteClosure, useSiteClosure } from './site-status';

const NOW = Date.parse('2030-06-01T12:00:00Z');

beforeAll(initTestI18n);
beforeEach(() => useSiteStore.getState().reset(''));

describe('siteClosure', () => {
  it('is open for an active site without a past expiry', () => {
    expect(siteClosure({ status: 'active', expired_date: null }, NOW)).toBeNull();
    expect(siteClosure({ status: 'active', expired_date: '2030-07-01T00:00:00Z' }, NOW)).toBeNull();
    expect(siteClosure(null, NOW)).toBeNull();
  });

  it('is closed for an inactive site or an expiry in the past', () => {
    expect(siteClosure({ status: 'inactive', expired_date: null }, NOW)).toBe('inactive');
    expect(siteClosure({ status: 'active', expired_date: '2030-06-01T11:59:59Z' }, NOW)).toBe('expired');
  });
});

function Status() {
  const closure = useSiteClosure();
  return closure ? <SiteStatusNotice closure={closure} /> : <p>lobby</p>;
}

describe('SiteStatusNotice', () => {
  afterEach(() => vi.useRealTimers());

  it('replaces the lobby with a notice for an inactive site', () => {
    useSiteStore.getState().applyStartup(startupFixture({ site: { status: 'inactive' } }));
    render(<Status />);
    expect(screen.queryByText('lobby')).toBeNull();
    const notice = screen.getByRole('dialog', { name: 'Lucky Piso is closed' });
    expect(document.activeElement).toBe(notice);
  });

  it('closes the site the moment it expires', () => {
    vi.useFakeTimers({ now: NOW });
    useSiteStore.getState().applyStartup(startupFixture({ site: { expired_date: new Date(NOW + 60_000).toISOString() } }));
    render(<Status />);
    expect(screen.getByText('lobby')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('dialog', { name: 'Lucky Piso is unavailable' })).toBeTruthy();
  });
});

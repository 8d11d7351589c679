// @vitest-environment-options {"url":"https://casino1.localhost/"}
import { describe, expect, it } from 'vitest';
import { writeViewportCookie } from './viewport';

describe('viewport cookie on https', () => {
  it('is readable by the page that wrote it', () => {
    writeViewportCookie('tablet');
    expect(document.cookie).toContain('viewport=tablet');
  });
});

import { CMS_HTML } from '@wl/contract/lite';
import { describe, expect, it } from 'vitest';
import { sanitizeCms } from './sanitize-cms';

/** One of each tag of the contract's CMS_HTML, with attributes on their own tags and on others. */
const EVERY_TAG =
  '<h1 title="t">A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p title="t">P<br><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u><span>n</span></p><hr><blockquote>q</blockquote><ul><li>1</li></ul><ol><li>2</li></ol><div><a href="https://example.com" title="t">a</a><img src="https://cdn.example.com/a.png" alt="a" width="10" height="10"></div><table><thead><tr><th scope="col" title="t">h</th></tr></thead><tbody><tr><td scope="row">d</td></tr></tbody></table>';

describe('sanitizeCms', () => {
  it("keeps every tag of the contract's CMS_HTML (the server's list too), each attribute on its own tags only", () => {
    for (const tag of CMS_HTML.tags) expect(EVERY_TAG).toContain(`<${tag}`);
    expect(sanitizeCms(EVERY_TAG)).toBe(
      '<h2>A</h2><h2>B</h2><h3>C</h3><h4>D</h4><p>P<br><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u><span>n</span></p><hr><blockquote>q</blockquote><ul><li>1</li></ul><ol><li>2</li></ol><div><a href="https://example.com" title="t">a</a><img src="https://cdn.example.com/a.png" alt="a" width="10" height="10" loading="lazy"></div><table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>',
    );
  });

  it('drops tags the list leaves out, and links of other schemes or to another host by //', () => {
    expect(sanitizeCms('<h5>five</h5><s>old</s><small>note</small><dl><dt>t</dt><dd>d</dd></dl>')).toBe('fiveoldnotetd');
    expect(
      sanitizeCms(
        '<a href="tel:123">t</a><a href="//evil.example">e</a><a href="/\\evil.example">b</a><a href="mailto:a@b.example">m</a>',
      ),
    ).toBe('<a>t</a><a>e</a><a>b</a><a href="mailto:a@b.example">m</a>');
  });

  it('keeps headings, paragraphs, lists, emphasis and tables', () => {
    const html =
      '<h2>Deposits</h2><p><strong>Fast</strong> and <em>safe</em>.</p><ul><li>GCash</li></ul><table><tbody><tr><th scope="row">Min</th><td>100</td></tr></tbody></table>';
    expect(sanitizeCms(html)).toBe(html);
  });

  it('strips scripts, styles, event handlers and javascript: links', () => {
    const html = sanitizeCms(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><style>body{display:none}</style><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><p style="color:red">styled</p>',
    );
    expect(html).not.toMatch(/<script|<style|onerror|onclick|javascript:|style=/i);
    expect(html).toBe('<p>Hi</p><img src="x.png" loading="lazy"><a>x</a><p>styled</p>');
  });

  it('adds rel=noopener to links that open a new tab and drops other targets', () => {
    expect(sanitizeCms('<a href="https://example.com" target="_blank">a</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeCms('<a href="/faqs" target="top" rel="opener">b</a>')).toBe('<a href="/faqs">b</a>');
  });

  it('keeps images served over https or from the site only', () => {
    expect(sanitizeCms('<img src="https://cdn.example.com/a.png" alt="a">')).toContain('src="https://cdn.example.com/a.png"');
    expect(
      sanitizeCms(
        '<img src="http://cdn.example.com/a.png"><img src="data:image/png;base64,AAAA"><img src="//cdn.example.com/a.png">',
      ),
    ).toBe('');
  });

  it('turns an h1 into an h2, as the page title is the only h1', () => {
    expect(sanitizeCms('<h1>About <em>us</em></h1>')).toBe('<h2>About <em>us</em></h2>');
  });

  it('drops forms and frames', () => {
    expect(sanitizeCms('<form action="/x"><input name="a"></form><iframe src="https://evil.example"></iframe><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
  });
});

import { CMS_HTML } from '@wl/contract';
import { describe, expect, it } from 'vitest';
import { cleanHtml } from './html.js';

/** One of each tag of the contract's CMS_HTML, with attributes on their own tags and on others. */
const EVERY_TAG =
  '<h1 title="t">A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p title="t">P<br><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u><span>n</span></p><hr><blockquote>q</blockquote><ul><li>1</li></ul><ol><li>2</li></ol><div><a href="https://example.com" title="t">a</a><img src="https://cdn.example.com/a.png" alt="a" width="10" height="10"></div><table><thead><tr><th scope="col" title="t">h</th></tr></thead><tbody><tr><td scope="row">d</td></tr></tbody></table>';

describe('cleanHtml (operator HTML, by the contract list the web uses too)', () => {
  it("keeps every tag of the contract's CMS_HTML, each attribute on its own tags only", () => {
    for (const tag of CMS_HTML.tags) expect(EVERY_TAG).toContain(`<${tag}`);
    expect(cleanHtml(EVERY_TAG)).toBe(
      '<h2>A</h2><h2>B</h2><h3>C</h3><h4>D</h4><p>P<br /><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u><span>n</span></p><hr /><blockquote>q</blockquote><ul><li>1</li></ul><ol><li>2</li></ol><div><a href="https://example.com" title="t" rel="noopener noreferrer">a</a><img src="https://cdn.example.com/a.png" alt="a" width="10" height="10" /></div><table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>',
    );
  });

  it('drops tags the list leaves out, links of other schemes or to another host by //, and images the web would not load', () => {
    expect(cleanHtml('<h5>five</h5><s>old</s><small>note</small><dl><dt>t</dt><dd>d</dd></dl>')).toBe('fiveoldnotetd');
    expect(
      cleanHtml(
        '<a href="tel:123">t</a><a href="//evil.example">e</a><a href="/\\evil.example">b</a><a href="mailto:a@b.example">m</a>',
      ),
    ).toBe(
      '<a rel="noopener noreferrer">t</a><a rel="noopener noreferrer">e</a><a rel="noopener noreferrer">b</a><a href="mailto:a@b.example" rel="noopener noreferrer">m</a>',
    );
    expect(cleanHtml('<img src="http://cdn.example.com/a.png"><img src="data:image/png;base64,AAAA"><img src="/a.png">')).toBe(
      '<img src="/a.png" />',
    );
  });
});

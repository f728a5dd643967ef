import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/lib/sanitize';

describe('sanitizeRichText', () => {
  it('keeps the formatting the allow-list names', () => {
    const html =
      '<h2>عنوان</h2><p>متن <strong>پررنگ</strong> <em>کج</em> <u>زیرخط</u> <b>b</b> <i>i</i><br></p>' +
      '<ul><li>یک</li></ul><ol><li>دو</li></ol><blockquote>نقل</blockquote><pre><code>ls -la</code></pre>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps http(s) and mailto links and adds rel="noopener"', () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/a?b=1" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@example.com">m</a>')).toContain('href="mailto:a@example.com"');
    expect(sanitizeRichText('<a href="http://example.com">h</a>')).toContain('href="http://example.com"');
  });

  it('removes scripts, styles and frames with their content', () => {
    const out = sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><object data="x"></object>');
    expect(out).toBe('<p>a</p>');
  });

  it('removes event handlers and inline styles', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red" onmouseover="y()">t</p>')).toBe('<p>t</p>');
    expect(sanitizeRichText('<img src=x onerror="alert(1)"><svg onload="alert(1)"></svg>ok')).toBe('ok');
  });

  it('drops javascript:, data: and protocol-relative URLs, however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', '//evil.example']) {
      const out = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(out, href).not.toContain('href');
      expect(out).toContain('>x</a>');
    }
  });

  it('drops tags outside the allow-list but keeps their text', () => {
    expect(sanitizeRichText('<div><span>متن</span></div><h1>h1</h1><table><tr><td>c</td></tr></table>')).toBe('متنh1c');
  });
});

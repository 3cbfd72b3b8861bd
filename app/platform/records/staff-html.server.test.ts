import { describe, expect, it } from "vitest";
import { sanitizeStaffHtml, staffHtmlExcerpt, staffHtmlText } from "~/platform/records/staff-html.server";

describe("sanitizeStaffHtml (DECISIONS §6: the vacancy allow-list)", () => {
  it("keeps paragraphs, breaks, bold, italic, underline, lists and h3/h4 as they are", () => {
    const html = "<h3>Role</h3><p>A <strong>warm</strong> <b>and</b> <em>organised</em> <i>host</i>,<br />with <u>care</u>.</p><h4>Duties</h4><ul><li>One</li></ul><ol><li>Two</li></ol>";
    expect(sanitizeStaffHtml(html)).toBe(html);
    expect(sanitizeStaffHtml("<p>a<br>b</p>")).toBe("<p>a<br />b</p>");
  });

  it("drops scripts, styles and other elements with their content, and unknown tags but not their words", () => {
    expect(sanitizeStaffHtml("<p>Hi</p><script>alert(1)</script><style>p{color:red}</style><noscript>x</noscript>")).toBe("<p>Hi</p>");
    expect(sanitizeStaffHtml('<div><span style="color:red">Cook</span> <font>well</font></div><table><tr><td>cell</td></tr></table>')).toBe("Cook wellcell");
    expect(sanitizeStaffHtml('<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe><object data="x"></object><p>ok</p>')).toBe("<p>ok</p>");
    expect(sanitizeStaffHtml('<svg onload="alert(1)"><script>1</script><text>svg</text></svg><math><mi>x</mi></math><p>ok</p>')).toBe("<p>ok</p>");
  });

  it("removes every attribute but a link's href, so no event handler, style or class survives", () => {
    const out = sanitizeStaffHtml('<p onclick="x()" onmouseover="y()" style="color:red" class="c" id="i" title="t">text</p><h3 onfocus="z()" tabindex="1">h</h3>');
    expect(out).toBe("<p>text</p><h3>h</h3>");
  });

  it("keeps http, https and mailto links with rel=noopener noreferrer, and strips every other scheme", () => {
    expect(sanitizeStaffHtml('<a href="https://www.example.com/jobs" target="_blank" rel="opener">Jobs</a>')).toBe('<a href="https://www.example.com/jobs" rel="noopener noreferrer">Jobs</a>');
    expect(sanitizeStaffHtml('<a href="http://example.com">x</a>')).toBe('<a href="http://example.com" rel="noopener noreferrer">x</a>');
    expect(sanitizeStaffHtml('<a href="mailto:careers@example.com">Mail</a>')).toBe('<a href="mailto:careers@example.com" rel="noopener noreferrer">Mail</a>');
    for (const href of ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "jav&#x09;ascript:alert(1)", "javascript&colon;alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "//evil.example/x", "file:///etc/passwd"]) {
      const out = sanitizeStaffHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });

  it("turns pasted top-level headings into the two allowed levels", () => {
    expect(sanitizeStaffHtml("<h1>A</h1><h2>B</h2><h5>C</h5><h6>D</h6>")).toBe("<h3>A</h3><h3>B</h3><h4>C</h4><h4>D</h4>");
  });

  it("escapes text that looks like markup and closes what was left open", () => {
    expect(sanitizeStaffHtml("<p>1 < 2 & 3 > 2")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
    expect(sanitizeStaffHtml("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(sanitizeStaffHtml("<ul><li>open")).toBe("<ul><li>open</li></ul>");
  });

  it("gives the same result when sanitised twice (stored, then shown)", () => {
    const once = sanitizeStaffHtml('<p onclick="x">A &amp; B <a href="https://example.com">l</a></p><script>x</script>');
    expect(sanitizeStaffHtml(once)).toBe(once);
  });
});

describe("vacancy text and excerpts", () => {
  it("reads the words without markup, entities decoded, blocks separated by a space", () => {
    expect(staffHtmlText("<h3>Role</h3><p>Tom &amp; Jerry&nbsp;&lt;3</p><ul><li>One</li><li>Two</li></ul>")).toBe("Role Tom & Jerry <3 One Two");
    expect(staffHtmlText("<p> </p><script>x</script><br>")).toBe("");
  });

  it("cuts a long description at a word with an ellipsis", () => {
    const excerpt = staffHtmlExcerpt(`<p>${"word ".repeat(100)}</p>`, 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt.endsWith("word…")).toBe(true);
    expect(staffHtmlExcerpt("<p>Short.</p>")).toBe("Short.");
  });
});

import { describe, expect, it } from "vitest";
import { renderMarkdown, sectionsOf, slugify, splitFrontMatter } from "./markdown.server.ts";

describe("markdown rendering", () => {
  it("shows raw HTML as text instead of running it", () => {
    const html = renderMarkdown('Hello <script>alert("x")</script> and <img src=x onerror=alert(1)>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&#60;script&#62;");
  });

  it("drops javascript: and data: links but keeps their text", () => {
    const html = renderMarkdown("[click](javascript:alert(1)) [data](data:text/html,x) [ok](/pricing)");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("data:text");
    expect(html).toContain('<a href="/pricing">ok</a>');
    expect(html).toContain("click");
  });

  it("marks external links noopener", () => {
    expect(renderMarkdown("[TEA](https://tea.texas.gov)")).toContain('rel="noopener noreferrer"');
  });

  it("gives headings anchor ids", () => {
    expect(renderMarkdown("## Grades 3-4")).toContain('<h2 id="grades-3-4">Grades 3-4</h2>');
    expect(slugify("Café & crème: 5 ideas")).toBe("cafe-creme-5-ideas");
  });

  it("splits front matter from the body", () => {
    const { data, body } = splitFrontMatter("---\ntitle: Hi\ntags: [a, b]\n---\nBody text\n");
    expect(data).toEqual({ title: "Hi", tags: ["a", "b"] });
    expect(body).toBe("Body text\n");
  });

  it("splits a document into its ## sections", () => {
    expect(sectionsOf("intro\n## One\nfirst\n## Two\nsecond").map((s) => [s.heading, s.markdown])).toEqual([
      ["One", "first"],
      ["Two", "second"],
    ]);
  });
});

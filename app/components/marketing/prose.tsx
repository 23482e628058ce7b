/**
 * Renders HTML produced by our Markdown pipeline (app/content/markdown.server.ts), which escapes
 * raw HTML and unsafe links, so it is safe to insert.
 */
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      className={`prose-brightpath max-w-3xl text-lg leading-relaxed text-slate-800 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

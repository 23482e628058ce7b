import type { ReactNode } from "react";

export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="bg-brand-50">
      {/* The site's one container width (issue 18); the text keeps a readable measure inside it. */}
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-3xl font-bold text-slate-900 sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-slate-700">{children}</div> : null}
      </div>
    </header>
  );
}

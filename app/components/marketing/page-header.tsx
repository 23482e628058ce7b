import type { ReactNode } from "react";

export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="bg-brand-50">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-bold text-slate-900 sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-slate-700">{children}</div> : null}
      </div>
    </header>
  );
}

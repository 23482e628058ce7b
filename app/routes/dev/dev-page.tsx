import type { ReactNode } from "react";

/** The plain frame of the development pages: outside the public and signed-in layouts. */
export function DevPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">Development only</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{title}</h1>
      <div className="mt-4">{children}</div>
    </main>
  );
}

/** The same text on server and browser: UTC, to the second. */
export function mailDate(iso: string | null): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC` : "(no date)";
}

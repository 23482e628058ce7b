import { BRAND } from "../../config/brand.ts";

type ErrorPageProps = { title: string; message: string; detail?: string };

/** The page shown by error boundaries: says what happened and offers a way home. */
export function ErrorPage({ title, message, detail }: ErrorPageProps) {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-6 px-6 py-16">
      <title>{`${title} - ${BRAND.name}`}</title>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{BRAND.name}</p>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-lg text-slate-700">{message}</p>
      <p>
        <a
          href="/"
          className="inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Back to the home page
        </a>
      </p>
      <p className="text-sm text-slate-600">
        Still stuck? Write to{" "}
        <a className="underline" href={`mailto:${BRAND.supportEmail}`}>
          {BRAND.supportEmail}
        </a>
        ; we answer within {BRAND.supportResponseHours} hours.
      </p>
      {detail ? <pre className="overflow-auto rounded bg-slate-100 p-4 text-xs">{detail}</pre> : null}
    </main>
  );
}

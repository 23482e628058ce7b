import { BRAND } from "../../config/brand.ts";
import { localizePath } from "../../i18n/locales.ts";
import { useT } from "../../i18n/react.tsx";
import { buttonClass } from "../ui/button-styles.ts";

type ErrorPageProps = { title: string; message: string; detail?: string };

/** The page shown by error boundaries: says what happened and offers a way home. */
export function ErrorPage({ title, message, detail }: ErrorPageProps) {
  const t = useT();
  return (
    <main id="main" className="mx-auto flex min-h-screen w-full max-w-xl flex-col justify-center gap-6 px-6 py-16">
      <title>{`${title} - ${BRAND.name}`}</title>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{BRAND.name}</p>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-lg text-slate-700">{message}</p>
      <p>
        <a href={localizePath("/", t.locale)} className={buttonClass("primary", "lg")}>
          {t("errors.backHome")}
        </a>
      </p>
      <p className="text-sm text-slate-600">
        {t.rich("errors.stillStuck", {
          hours: BRAND.supportResponseHours,
          email: (chunks) => (
            <a key="email" className="underline" href={`mailto:${BRAND.supportEmail}`}>
              {chunks}
            </a>
          ),
          address: BRAND.supportEmail,
        })}
      </p>
      {detail ? <pre className="overflow-auto rounded bg-slate-100 p-4 text-xs">{detail}</pre> : null}
    </main>
  );
}

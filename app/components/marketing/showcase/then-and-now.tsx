import type { ReactNode } from "react";
import { Check } from "lucide-react";
import { useT } from "../../../i18n/react.tsx";
import type { Showcase } from "../../../server/marketing/showcase.server.ts";

type Day7 = NonNullable<Showcase["day7"]>;

/** The day-7 evidence: the placement question the child did not know, and the week-one check. */
export function ThenAndNow({ day7 }: { day7: Day7 }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-semibold text-slate-600">
        {t("marketing.showcase.day7.label")} {day7.skillName}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Card
          heading={t("marketing.showcase.day7.then")}
          prompt={day7.then.prompt}
          figure={day7.then.figure}
          answer={
            <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {t("marketing.check.dontKnow")}
            </span>
          }
        />
        <Card
          heading={t("marketing.showcase.day7.now")}
          prompt={day7.now.prompt}
          figure={day7.now.figure}
          answer={
            <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
              <Check aria-hidden="true" className="h-4 w-4" />
              {t("marketing.showcase.day7.right", { answer: day7.now.answer })}
            </span>
          }
        />
      </div>
    </div>
  );
}

function Card({
  heading,
  prompt,
  figure,
  answer,
}: {
  heading: string;
  prompt: string;
  figure: Day7["then"]["figure"];
  answer: ReactNode;
}) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <h4 className="text-sm font-bold tracking-wide text-brand-700 uppercase">{heading}</h4>
      <p className="mt-2 text-slate-900" lang="en">
        {prompt}
      </p>
      {figure ? (
        <div
          lang="en"
          className="mt-2 [&>svg]:h-auto [&>svg]:w-full"
          dangerouslySetInnerHTML={{ __html: figure.svg }}
        />
      ) : null}
      <p className="mt-3">{answer}</p>
    </div>
  );
}

import { data, Form, redirect } from "react-router";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { Field, INPUT_CLASS } from "../../components/ui/field.tsx";
import { RadioCard } from "../../components/ui/radio-card.tsx";
import { FOCUS_RING } from "../../components/ui/link-button.tsx";
import { servicesContext } from "../../context.ts";
import { THEMES } from "../../../core/reading/types.ts";
import { availableGrades } from "../../server/practice-check/item-bank.server.ts";
import { startPracticeCheck } from "../../server/practice-check/practice-check.server.ts";
import { readFormFields } from "../../server/request-body.server.ts";
import type { Route } from "./+types/staar-full";

export function meta() {
  return [
    {
      name: "description",
      content:
        "A free adaptive math or reading practice check in the style of Texas STAAR. No account, no timer, up to 30 questions, with a summary at the end.",
    },
  ];
}

export function loader() {
  return { grades: availableGrades(), themes: THEMES };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const started = await startPracticeCheck(context.get(servicesContext).database.db, form);
  if (!started.ok) return data({ error: started.message }, { status: 400 });
  return redirect(`/staar-full/${started.id}`);
}

const THEME_LABELS: Record<string, string> = { "video-games": "video games" };

const SUBJECTS = [
  { value: "math", label: "Math", text: "Numbers, fractions, algebra, geometry and data." },
  { value: "reading", label: "Reading", text: "Short stories and articles, with questions about each." },
] as const;

export default function StaarFull({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader eyebrow="Free practice check" title="STAAR-style math and reading practice check">
        Up to 30 questions that adapt to your child, like a real placement check. No account, no timer, and an &quot;I
        don&apos;t know this yet&quot; button for anything they have not learned. At the end you see where they are
        working, with an honest range.
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[3fr_2fr]">
        <Form method="post" className="space-y-6">
          {actionData?.error ? (
            <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-800">
              {actionData.error}
            </p>
          ) : null}
          <fieldset>
            <legend className="font-semibold text-slate-900">Subject</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {SUBJECTS.map((subject, index) => (
                <RadioCard
                  key={subject.value}
                  name="subject"
                  value={subject.value}
                  label={subject.label}
                  text={subject.text}
                  defaultChecked={index === 0}
                />
              ))}
            </div>
          </fieldset>
          <Field label="Your child's grade" hint="Grades appear here as our question bank covers them.">
            {(props) => (
              <select
                {...props}
                name="grade"
                required
                className={INPUT_CLASS}
                defaultValue={String(loaderData.grades[0] ?? "")}
              >
                {loaderData.grades.map((grade) => (
                  <option key={grade} value={grade}>
                    Grade {grade}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="What are they into?" hint="Math word problems are themed around it.">
            {(props) => (
              <select {...props} name="theme" className={INPUT_CLASS} defaultValue="sports">
                {loaderData.themes.map((theme) => (
                  <option key={theme} value={theme}>
                    {THEME_LABELS[theme] ?? theme}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button
            type="submit"
            className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-900 ${FOCUS_RING}`}
          >
            Start the practice check
          </button>
        </Form>
        <aside className="h-fit rounded-xl border border-slate-200 p-6 text-slate-800">
          <h2 className="text-lg font-semibold text-slate-900">Good to know</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            <li>Let your child answer alone; no right or wrong is shown until the end.</li>
            <li>In reading, each story or article comes with a few questions, as on STAAR.</li>
            <li>
              It is a practice check, not a STAAR score: STAAR follows the Texas standards (TEKS), which overlap with
              the skills we check.
            </li>
            <li>We store the answers without any name or e-mail, and delete them after 30 days.</li>
          </ul>
          <p className="mt-4">
            <a href="/staar" className="text-brand-700 underline">
              What STAAR is and what the scores mean
            </a>
          </p>
        </aside>
      </div>
    </main>
  );
}

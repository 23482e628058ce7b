import { Form } from "react-router";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { LinkButton, FOCUS_RING } from "../../components/ui/link-button.tsx";
import { RadioCard } from "../../components/ui/radio-card.tsx";
import { REGISTER_PATH } from "../../config/navigation.ts";
import type { Route } from "./+types/explore-options";

export function meta() {
  return [
    {
      name: "description",
      content:
        "Choose subjects and how involved you want to be, and see what your child's first weeks with Brightpath would look like.",
    },
  ];
}

const SUBJECTS = { math: "Math", reading: "Reading" } as const;
const INVOLVEMENT = {
  "side-by-side": {
    label: "Side by side",
    text: "You sit with your child for the session. You see coaching notes: what to say, what to ask, and the common mistake to watch for.",
  },
  "check-ins": {
    label: "Check-ins",
    text: "Your child works alone and you look in at the start and end. You see what they did and one thing to talk about.",
  },
  independent: {
    label: "Independent",
    text: "Your child works alone in calm child mode. You read the weekly e-mail and the day-7 and day-30 reports.",
  },
} as const;
type Involvement = keyof typeof INVOLVEMENT;
const GRADES = [3, 4, 5, 6, 7, 8] as const;

/** PRODUCT.md §2: grades 3-5 default to side by side; older children to check-ins. */
export function defaultInvolvement(grade: number): Involvement {
  return grade <= 5 ? "side-by-side" : "check-ins";
}

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const grade = Number(params.get("grade"));
  const validGrade = (GRADES as readonly number[]).includes(grade) ? grade : null;
  const subjects = params.getAll("subject").filter((subject): subject is keyof typeof SUBJECTS => subject in SUBJECTS);
  const chosen = params.get("involvement");
  const involvement: Involvement | null =
    chosen && chosen in INVOLVEMENT ? (chosen as Involvement) : validGrade ? defaultInvolvement(validGrade) : null;
  const submitted = params.has("grade");
  const problems = submitted
    ? [
        ...(validGrade ? [] : ["Choose your child's grade."]),
        ...(subjects.length > 0 ? [] : ["Choose at least one subject."]),
      ]
    : [];
  return { grade: validGrade, subjects, involvement, submitted, problems };
}

function registerLink(grade: number, subjects: string[], involvement: string): string {
  const params = new URLSearchParams({ grade: String(grade), involvement });
  for (const subject of subjects) params.append("subject", subject);
  return `${REGISTER_PATH}?${params}`;
}

export default function ExploreOptions({ loaderData }: Route.ComponentProps) {
  const { grade, subjects, involvement, submitted, problems } = loaderData;
  const ready = submitted && problems.length === 0 && grade && involvement;
  return (
    <main id="main">
      <PageHeader eyebrow="Explore your options" title="Shape your child's plan before you sign up">
        Three quick choices. You can change all of them later.
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
        <Form method="get" className="space-y-8">
          {problems.length > 0 ? (
            <ul role="alert" className="list-disc rounded-lg border border-red-700 bg-red-50 p-4 pl-8 text-red-800">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">1. Your child's grade</legend>
            <div className="mt-3 flex flex-wrap gap-2">
              {GRADES.map((option) => (
                <label
                  key={option}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="grade"
                    value={option}
                    defaultChecked={grade === option}
                    className={FOCUS_RING}
                  />
                  Grade {option}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">2. Subjects</legend>
            <div className="mt-3 flex flex-wrap gap-2">
              {Object.entries(SUBJECTS).map(([value, label]) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="checkbox"
                    name="subject"
                    value={value}
                    defaultChecked={submitted ? subjects.includes(value as keyof typeof SUBJECTS) : true}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">3. How involved do you want to be?</legend>
            <p className="text-sm text-slate-700">
              Leave it to us and we suggest the usual choice for your child's grade.
            </p>
            <div className="mt-3 space-y-2">
              {Object.entries(INVOLVEMENT).map(([value, option]) => (
                <RadioCard
                  key={value}
                  name="involvement"
                  value={value}
                  label={option.label}
                  text={option.text}
                  defaultChecked={submitted && involvement === value}
                />
              ))}
            </div>
          </fieldset>
          <button
            type="submit"
            className={`rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-900 ${FOCUS_RING}`}
          >
            Show my child's first weeks
          </button>
        </Form>
        <section aria-labelledby="preview" aria-live="polite" className="h-fit rounded-xl border border-slate-200 p-6">
          <h2 id="preview" className="text-2xl font-bold text-slate-900">
            {ready ? `Your grade-${grade} plan` : "What you will get"}
          </h2>
          {ready ? (
            <>
              <ol className="mt-4 list-decimal space-y-3 pl-6 text-slate-800">
                <li>
                  <strong>Day 1:</strong> a placement check in{" "}
                  {subjects.map((subject) => SUBJECTS[subject].toLowerCase()).join(" and ")}, about 20 minutes each,
                  with an "I don't know this yet" button and no timer.
                </li>
                <li>
                  <strong>Days 2-6:</strong> 20-minute sessions on the skills just past what your child already knows,
                  themed around their interests.
                </li>
                <li>
                  <strong>Day 7:</strong> a short check on the skills from week one, shown next to their day-1 answers.
                </li>
                <li>
                  <strong>Day 30:</strong> a full progress report and next month's plan.
                </li>
              </ol>
              <p className="mt-4 text-slate-800">
                <strong>{INVOLVEMENT[involvement].label}:</strong> {INVOLVEMENT[involvement].text}
              </p>
              <LinkButton to={registerLink(grade, subjects, involvement)} size="lg" className="mt-6">
                Start this plan
              </LinkButton>
            </>
          ) : (
            <p className="mt-4 text-slate-800">
              Make your three choices and we will show what the first month looks like for your child: the placement
              check, the daily sessions, the day-7 check and the day-30 report.
            </p>
          )}
        </section>
      </div>
    </main>
  );
}

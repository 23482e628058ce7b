import { data, Link, useLocation, useSearchParams } from "react-router";
import { StartChildModeButton } from "../../components/child-mode/start-child-mode-button.tsx";
import { servicesContext } from "../../context.ts";
import { privatePageHeaders, requireParent } from "../../server/auth/require-parent.server.ts";
import { listChildren } from "../../server/children/list-children.server.ts";
import { listGradeLessons } from "../../server/children/list-grade-lessons.server.ts";
import type { Route } from "./+types/activities";

/** SPEC.md §2 /activities: each child's lessons; parent mode (PRODUCT.md §4) adds the coaching notes. */
export async function loader(args: Route.LoaderArgs) {
  const parent = await requireParent(args);
  const { database } = args.context.get(servicesContext);
  const children = parent.family ? await listChildren(database.db, parent.family.id) : [];
  return data(
    {
      children: children.map((child) => ({
        id: child.id,
        displayName: child.displayName,
        grade: child.grade,
        lessons: listGradeLessons(child.grade, child.subjects),
      })),
    },
    { headers: privatePageHeaders(parent) },
  );
}

export function meta() {
  return [{ name: "description", content: "Your children's lessons, with coaching notes in parent mode." }];
}

/** Parent mode is on when the top bar's Activities link sent the navigation flag, or ?mode=parent. */
function useParentMode(): boolean {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const state = location.state as { parentMode?: unknown } | null;
  return state?.parentMode === true || searchParams.get("mode") === "parent";
}

export default function Activities({ loaderData }: Route.ComponentProps) {
  const parentMode = useParentMode();
  const { children } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Activities</h1>
        <p className="text-slate-700">
          Every lesson of your child's grade, in the order they build on each other. Read one together: a short
          explanation and a worked example.
        </p>
        <p role="status" className="rounded-lg border border-brand-700 bg-brand-50 p-3 text-slate-900">
          {parentMode ? (
            <>
              <strong>Parent mode is on:</strong> each lesson shows what to say, what to ask and the mistake to watch
              for.{" "}
              <Link to="/activities" state={{ parentMode: false }} className="font-semibold text-brand-700 underline">
                Turn parent mode off
              </Link>
            </>
          ) : (
            <>
              Parent mode is off.{" "}
              <Link to="/activities?mode=parent" className="font-semibold text-brand-700 underline">
                Turn on parent mode
              </Link>{" "}
              to see coaching notes.
            </>
          )}
        </p>
      </header>
      {children.length === 0 ? (
        <section className="rounded-xl border border-slate-200 bg-white p-6">
          <h2 className="text-xl font-bold text-slate-900">No children yet</h2>
          <p className="mt-2 text-slate-700">Add your child and their lessons will appear here.</p>
          <Link to="/child-setup" className="mt-4 inline-block font-semibold text-brand-700 underline">
            Add a child
          </Link>
        </section>
      ) : null}
      {children.map((child) => (
        <section key={child.id} aria-labelledby={`lessons-${child.id}`} className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`lessons-${child.id}`} className="text-2xl font-bold text-slate-900">
              {child.displayName} · grade {child.grade}
            </h2>
            <StartChildModeButton memberId={child.id} childName={child.displayName} />
          </div>
          <ul className="space-y-2">
            {child.lessons.map((lesson) => (
              <li key={lesson.id}>
                <details className="rounded-lg border border-slate-200 bg-white p-4">
                  <summary className="cursor-pointer font-semibold text-slate-900">
                    {lesson.name}{" "}
                    <span className="font-normal text-slate-700">
                      · {lesson.subject === "math" ? "Math" : "Reading"}, {lesson.strandName}
                    </span>
                  </summary>
                  <div className="mt-3 space-y-3 text-slate-800">
                    <p className="text-sm text-slate-700">{lesson.description}</p>
                    <p>{lesson.explanation}</p>
                    {lesson.figures.map((figure) => (
                      // The SVG comes from our own figure kit (escaped text, role="img", a title and
                      // a desc), never from user input; the caption ties it to the lesson's words.
                      <figure key={figure.caption} className="max-w-md">
                        <div className="overflow-x-auto" dangerouslySetInnerHTML={{ __html: figure.svg }} />
                        <figcaption className="mt-1 text-sm text-slate-700">{figure.caption}</figcaption>
                      </figure>
                    ))}
                    <div>
                      <h3 className="font-semibold text-slate-900">Worked example</h3>
                      <p>{lesson.example.problem}</p>
                      <ol className="ml-6 list-decimal">
                        {lesson.example.steps.map((step) => (
                          <li key={step}>{step}</li>
                        ))}
                      </ol>
                      <p className="font-semibold">Answer: {lesson.example.answer}</p>
                    </div>
                    {parentMode ? (
                      <div className="rounded-lg bg-amber-50 p-3">
                        <h3 className="font-semibold text-slate-900">Coaching notes</h3>
                        <p>
                          <strong>Say:</strong> {lesson.coaching.say}
                        </p>
                        <p>
                          <strong>Ask:</strong> {lesson.coaching.ask.join(" ")}
                        </p>
                        <p>
                          <strong>Watch for:</strong> {lesson.coaching.misconception}
                        </p>
                      </div>
                    ) : null}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

import type { CachedChild } from "../../lib/family-cache.ts";
import { AppLink } from "../ui/app-link.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { CARD_COPY as COPY, SUBJECT_NAMES } from "./placement-copy.ts";

/** A child's card (issue 12 §5): where the child is per subject, and the one next step as a button. */
export function ChildProgress({ child }: { child: CachedChild }) {
  const progress = child.progress ?? [];
  if (progress.length === 0) return null;
  const subjectName = (subject: string) => SUBJECT_NAMES[subject] ?? subject;
  const next =
    progress.find((entry) => entry.status === "in-progress") ??
    progress.find((entry) => entry.status === "not-started");
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">{COPY["placement.card.title"]}</h3>
      <ul className="mt-1 space-y-1 text-slate-800">
        {progress.map((entry) => (
          <li key={entry.subject}>
            {entry.status === "not-started"
              ? COPY["placement.card.notStarted"](subjectName(entry.subject))
              : entry.status === "in-progress"
                ? COPY["placement.card.inProgress"](subjectName(entry.subject), entry.answered)
                : COPY["placement.card.planReady"](subjectName(entry.subject))}
            {entry.rapidGuesses > 0 ? COPY["placement.card.rapid"](entry.rapidGuesses) : ""}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {next ? (
          <LinkButton to={`/placement/${child.id}/${next.subject}`}>
            {next.status === "in-progress"
              ? COPY["placement.card.continue"](child.displayName, subjectName(next.subject))
              : COPY["placement.card.start"](child.displayName, subjectName(next.subject))}
          </LinkButton>
        ) : (
          <LinkButton to={`/learning-plan/${child.id}`}>{COPY["placement.card.plan"](child.displayName)}</LinkButton>
        )}
        {progress.some((entry) => entry.status !== "not-started") ? (
          <AppLink to={`/member-details/${child.id}`} className="font-semibold text-brand-700 underline">
            {COPY["placement.card.details"]}
          </AppLink>
        ) : null}
      </div>
    </div>
  );
}

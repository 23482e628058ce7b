import { useT } from "../../i18n/react.tsx";
import type { CachedChild } from "../../lib/family-cache.ts";
import { AppLink } from "../ui/app-link.tsx";
import { LinkButton } from "../ui/link-button.tsx";
import { subjectTitle, subjectWord } from "./subject-words.ts";
import { useIsDemo } from "../demo/read-only.tsx";

/** A child's card (issue 12 §5): where the child is per subject, and the one next step as a button. */
export function ChildProgress({ child }: { child: CachedChild }) {
  const t = useT();
  // The read-only demo (decision 0030) starts no placement check.
  const demo = useIsDemo();
  const progress = child.progress ?? [];
  if (progress.length === 0) return null;
  const next =
    progress.find((entry) => entry.status === "in-progress") ??
    progress.find((entry) => entry.status === "not-started");
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">{t("placement.card.title")}</h3>
      {/* Lines, not a list: the card's only list is the child's interests. */}
      <div className="mt-1 space-y-1 text-slate-800">
        {progress.map((entry) => {
          const subject = subjectTitle(t, entry.subject);
          return (
            <p key={entry.subject}>
              {entry.status === "not-started"
                ? t("placement.card.notStarted", { subject })
                : entry.status === "in-progress"
                  ? t("placement.card.inProgress", { subject, count: entry.answered })
                  : t("placement.card.planReady", { subject })}
              {entry.rapidGuesses > 0 ? ` · ${t("placement.card.rapid", { count: entry.rapidGuesses })}` : null}
            </p>
          );
        })}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {next && !demo ? (
          <LinkButton to={`/placement/${child.id}/${next.subject}`}>
            {t(next.status === "in-progress" ? "placement.card.continue" : "placement.card.start", {
              name: child.displayName,
              subject: subjectWord(t, next.subject),
            })}
          </LinkButton>
        ) : next ? null : (
          <LinkButton to={`/learning-plan/${child.id}`}>
            {t("placement.card.plan", { name: child.displayName })}
          </LinkButton>
        )}
        {progress.some((entry) => entry.status !== "not-started") ? (
          <AppLink to={`/member-details/${child.id}`} className="font-semibold text-brand-700 underline">
            {t("placement.card.details")}
          </AppLink>
        ) : null}
      </div>
    </div>
  );
}

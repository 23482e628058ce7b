import { Plus, Users } from "lucide-react";
import { Link } from "react-router";
import { useT } from "../../i18n/react.tsx";
import type { CachedChild } from "../../lib/family-cache.ts";
import { LinkButton } from "../ui/link-button.tsx";
import { ChildCard } from "./child-card.tsx";
import { WelcomeBack } from "./welcome-back.tsx";
import { ChangesData } from "../demo/read-only.tsx";

export type DashboardData = {
  children: CachedChild[];
  /** False when the family already has the most active children a plan allows. */
  canAddChild: boolean;
  maxChildren: number;
  /** Children whose data was due for deletion and is now kept, because the family is back. */
  warningsLifted: string[];
};

/** The dashboard's content (SPEC.md §2): the family's children, or the first step when none. */
export function DashboardView({ data, stale = false }: { data: DashboardData; stale?: boolean }) {
  return (
    <>
      {data.warningsLifted.length > 0 ? <WelcomeBack names={data.warningsLifted} /> : null}
      <DashboardChildren data={data} stale={stale} />
    </>
  );
}

function DashboardChildren({ data, stale }: { data: DashboardData; stale: boolean }) {
  const t = useT();
  if (data.children.length === 0) {
    return (
      <section
        aria-labelledby="dashboard-empty"
        className="mt-8 rounded-2xl border border-dashed border-brand-700 bg-white p-8 text-center"
      >
        <Users aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
        <h2 id="dashboard-empty" className="mt-3 text-2xl font-bold text-slate-900">
          {t("dashboard.empty.title")}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700">{t("dashboard.empty.text")}</p>
        <ChangesData>
          <LinkButton to="/child-setup" size="lg" className="mt-6">
            {t("dashboard.empty.add")}
          </LinkButton>
        </ChangesData>
      </section>
    );
  }
  return (
    <>
      {stale ? (
        <p role="status" className="sr-only">
          {t("dashboard.updating")}
        </p>
      ) : null}
      {/* One child's card uses the full width; two or more share the row (issue 18). */}
      <div
        className={`mt-6 grid gap-6 ${data.children.length > 1 ? "md:grid-cols-2" : ""}`}
        aria-busy={stale || undefined}
      >
        {data.children.map((child) => (
          <ChildCard key={child.id} child={child} stale={stale} />
        ))}
      </div>
      <ChangesData>
        <div className="mt-8">
          {data.canAddChild ? (
            <LinkButton to="/child-setup" variant="secondary">
              <Plus aria-hidden="true" className="mr-1 inline h-5 w-5" />
              {t("dashboard.addChild")}
            </LinkButton>
          ) : (
            <p className="text-slate-700">
              {t.rich("dashboard.full", {
                max: data.maxChildren,
                settings: (words) => (
                  <Link key="settings" className="font-semibold text-brand-700 underline" to="/settings/children">
                    {words}
                  </Link>
                ),
              })}
            </p>
          )}
        </div>
      </ChangesData>
    </>
  );
}

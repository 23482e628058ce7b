import type { ReactNode } from "react";
import { BookOpen, CalendarCheck, Clock, Heart, Sparkles, Users } from "lucide-react";
import { AppLink } from "../../components/ui/app-link.tsx";
import { AccountDeletedNotice } from "../../components/settings/account-deleted-notice.tsx";
import { ClosingCta } from "../../components/marketing/closing-cta.tsx";
import { Prose } from "../../components/marketing/prose.tsx";
import { SampleQuestionButton } from "../../components/marketing/sample-question-button.tsx";
import { PlanSlice } from "../../components/marketing/showcase/plan-slice.tsx";
import { QuestionPreview } from "../../components/marketing/showcase/question-preview.tsx";
import { StrandRanges } from "../../components/marketing/showcase/strand-ranges.tsx";
import { ThenAndNow } from "../../components/marketing/showcase/then-and-now.tsx";
import { landingShowcase } from "../../server/marketing/showcase.server.ts";
import { useNonce } from "../../components/nonce.tsx";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { BRAND } from "../../config/brand.ts";
import { REGISTER_PATH } from "../../config/navigation.ts";
import { servicesContext } from "../../context.ts";
import { contentPage } from "../../content/pages.server.ts";
import { useT } from "../../i18n/react.tsx";
import { requestLocale } from "../../i18n/request-locale.server.ts";
import { createT } from "../../i18n/translate.ts";
import { Island } from "../../islands/island.tsx";
import type { PageScriptsHandle } from "../../islands/page-scripts.ts";
import { jsonLdText, landingStructuredData } from "../../seo/structured-data.ts";
import type { Route } from "./+types/home";

/**
 * The landing page loads React and its few interactive parts as islands instead of the whole
 * router, to stay under PRODUCT.md §10's 100 KB of JavaScript (docs/decisions/0011).
 */
export const handle = { javascript: "islands" } satisfies PageScriptsHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ name: "description", content: loaderData.description }] : [];
}

export async function loader({ context }: Route.LoaderArgs) {
  const locale = await requestLocale(context);
  const faq = contentPage("faq", locale).sections.map((section) => ({
    question: section.heading,
    html: section.html,
    answer: section.markdown,
  }));
  const structuredData = landingStructuredData(context.get(servicesContext).config.PUBLIC_URL, faq, locale);
  return {
    description: createT(locale)("home.description"),
    faq: faq.map(({ question, html }) => ({ question, html })),
    structuredData: jsonLdText(structuredData),
    // Issue 18: the page shows the real product, made by the app's own generators and engine.
    showcase: landingShowcase(locale),
  };
}

/** SPEC.md §1: the promises on the public pages (words in app/i18n/catalogs/<language>/home.json). */
const PROMISES = [
  { icon: Clock, id: "minutes" },
  { icon: CalendarCheck, id: "firstWin" },
  { icon: BookOpen, id: "report" },
  { icon: Heart, id: "interests" },
  { icon: Sparkles, id: "tutor" },
  { icon: Users, id: "involvement" },
] as const;

const STEPS = ["placement", "plan", "daily"] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  const t = useT();
  const { showcase } = loaderData;
  return (
    <main id="main">
      <AccountDeletedNotice />
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: loaderData.structuredData }}
      />
      <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-12 sm:px-6 md:py-20 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase sm:text-sm">
              {t("home.hero.eyebrow")}
            </p>
            <h1 className="mt-3 text-4xl font-bold text-slate-900 sm:text-5xl lg:text-6xl">
              {t("layout.brand.tagline")}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-700 sm:text-xl">{t("home.hero.text")}</p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <LinkButton to={REGISTER_PATH} size="lg">
                {t("home.cta.start")}
              </LinkButton>
              <LinkButton to="/explore-options" size="lg" variant="secondary">
                {t("home.cta.explore")}
              </LinkButton>
              <Island name="sample-question" props={{}}>
                <SampleQuestionButton />
              </Island>
            </div>
            <p className="mt-4 text-slate-700">{t("layout.brand.offer")}</p>
            {t.locale === "en" ? null : <p className="mt-2 text-slate-700">{t("home.languageNote")}</p>}
          </div>
          <QuestionPreview
            question={showcase.question}
            childName={t("marketing.showcase.sampleName")}
            themeLabel={t(`children.interest.${showcase.theme}`)}
          />
        </div>
      </section>

      <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="features" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("home.promises.title")}
        </h2>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {PROMISES.map(({ icon: Icon, id }) => (
            <li key={id} className="flex gap-4 rounded-xl border border-slate-200 p-4 sm:block sm:p-6">
              <Icon aria-hidden="true" className="h-7 w-7 shrink-0 text-brand-700" />
              <div>
                <h3 className="text-lg font-semibold text-slate-900 sm:mt-3">{t(`home.promise.${id}.title`)}</h3>
                <p className="mt-1 text-slate-700 sm:mt-2">{t(`home.promise.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="showcase" className="border-y border-slate-100 bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h2 id="showcase" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("marketing.showcase.title")}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("marketing.showcase.intro")}</p>
          {/* Alternating text and product, one row per step of the first week. */}
          <div className="mt-8 space-y-12 sm:mt-12 sm:space-y-16">
            <ShowcaseRow title={t("marketing.showcase.ranges.title")} text={t("marketing.showcase.ranges.text")}>
              <StrandRanges strands={showcase.strands} grade={showcase.grade} />
            </ShowcaseRow>
            <ShowcaseRow flip title={t("marketing.showcase.plan.title")} text={t("marketing.showcase.plan.text")}>
              <PlanSlice plan={showcase.plan} quickChecks={showcase.quickChecks} />
            </ShowcaseRow>
            {showcase.day7 ? (
              <ShowcaseRow title={t("marketing.showcase.day7.title")} text={t("marketing.showcase.day7.text")}>
                <ThenAndNow day7={showcase.day7} />
              </ShowcaseRow>
            ) : null}
          </div>
        </div>
      </section>

      <section aria-labelledby="how" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h2 id="how" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("home.steps.title")}
          </h2>
          {/* On a phone the number sits beside the words, as the promises' icons do: a shorter page. */}
          <ol className="mt-8 grid gap-3 sm:gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:block sm:p-6">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900 sm:mt-4">{t(`home.step.${step}.title`)}</h3>
                  <p className="mt-1 text-slate-700 sm:mt-2">{t(`home.step.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6">
            <AppLink to="/how-it-works" className="font-semibold text-brand-700 underline">
              {t("home.steps.more")}
            </AppLink>
          </p>
        </div>
      </section>

      <section aria-labelledby="faq" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="faq" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("home.faq.title")}
        </h2>
        <div className="mt-6 max-w-4xl divide-y divide-slate-200 rounded-xl border border-slate-200">
          {loaderData.faq.map((entry) => (
            <details key={entry.question} className="group p-5">
              <summary className="cursor-pointer text-lg font-semibold text-slate-900 marker:text-brand-700">
                {entry.question}
              </summary>
              <Prose html={entry.html} className="mt-3 !text-base" />
            </details>
          ))}
        </div>
        <div className="mt-8 max-w-4xl rounded-xl bg-brand-50 p-6">
          <h3 className="text-xl font-semibold text-slate-900">{t("home.support.title")}</h3>
          <p className="mt-2 text-slate-700">{t("home.support.text", { hours: BRAND.supportResponseHours })}</p>
          <LinkButton to="/contact-us" variant="secondary" className="mt-4">
            {t("home.support.action")}
          </LinkButton>
        </div>
      </section>

      <section aria-labelledby="story" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h2 id="story" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("home.story.title", { brand: BRAND.name })}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-800">{t("home.story.text", { brand: BRAND.name })}</p>
          <p className="mt-4">
            <AppLink to="/about-us" className="font-semibold text-brand-700 underline">
              {t("home.story.more")}
            </AppLink>
          </p>
        </div>
      </section>

      <ClosingCta />
    </main>
  );
}

/** One row of the showcase: the words on one side, the product on the other (swapped when `flip`). */
function ShowcaseRow({
  title,
  text,
  flip = false,
  children,
}: {
  title: string;
  text: string;
  flip?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`grid items-center gap-8 lg:gap-12 ${flip ? "lg:grid-cols-[3fr_2fr]" : "lg:grid-cols-[2fr_3fr]"}`}>
      <div className={flip ? "lg:order-2" : ""}>
        <h3 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h3>
        <p className="mt-3 text-lg text-slate-700">{text}</p>
      </div>
      <div className={flip ? "lg:order-1" : ""}>{children}</div>
    </div>
  );
}

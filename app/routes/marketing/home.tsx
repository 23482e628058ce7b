import { BookOpen, CalendarCheck, Clock, Heart, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { AccountDeletedNotice } from "../../components/settings/account-deleted-notice.tsx";
import { ClosingCta } from "../../components/marketing/closing-cta.tsx";
import { Prose } from "../../components/marketing/prose.tsx";
import { SampleQuestionButton } from "../../components/marketing/sample-question-button.tsx";
import { useNonce } from "../../components/nonce.tsx";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { BRAND } from "../../config/brand.ts";
import { REGISTER_PATH } from "../../config/navigation.ts";
import { servicesContext } from "../../context.ts";
import { contentPage } from "../../content/pages.server.ts";
import { Island } from "../../islands/island.tsx";
import type { PageScriptsHandle } from "../../islands/page-scripts.ts";
import { jsonLdText, landingStructuredData } from "../../seo/structured-data.ts";
import type { Route } from "./+types/home";

/**
 * The landing page loads React and its few interactive parts as islands instead of the whole
 * router, to stay under PRODUCT.md §10's 100 KB of JavaScript (docs/decisions/0011).
 */
export const handle = { javascript: "islands" } satisfies PageScriptsHandle;

export function meta() {
  return [
    {
      name: "description",
      content:
        "Brightpath finds and closes gaps in math and reading for children in grades 3-8, in 20 minutes a day, with lessons built around their interests.",
    },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  const faq = contentPage("faq").sections.map((section) => ({
    question: section.heading,
    html: section.html,
    answer: section.markdown,
  }));
  const structuredData = landingStructuredData(context.get(servicesContext).config.PUBLIC_URL, faq);
  return { faq: faq.map(({ question, html }) => ({ question, html })), structuredData: jsonLdText(structuredData) };
}

/** SPEC.md §1: the promises on the public pages. */
const PROMISES = [
  {
    icon: Clock,
    title: "20 minutes a day",
    text: "Short daily sessions that fit around school, sport and family life.",
  },
  {
    icon: CalendarCheck,
    title: "A first measurable win by day 7",
    text: "A short check on the exact skills from week one, shown next to the day-1 answers.",
  },
  {
    icon: BookOpen,
    title: "A full progress report at day 30",
    text: "Skills mastered, skills remembered, minutes practised, and next month's plan, with honest uncertainty.",
  },
  {
    icon: Heart,
    title: "Built around their interests",
    text: "Word problems and reading about space, soccer, dinosaurs, cooking, or whatever your child loves.",
  },
  {
    icon: Sparkles,
    title: "Tutor-level results without tutor cost",
    text: "Real teaching — a mini-lesson, a worked example and hints — not just another worksheet.",
  },
  {
    icon: Users,
    title: "You choose how involved to be",
    text: "Side by side, quick check-ins, or independent. Younger children (grades 3-5) usually do best with you beside them.",
  },
];

const STEPS = [
  {
    title: "An honest placement check",
    text: 'A short adaptive check finds where your child really is in each area of math and reading — no timer, and an "I don\'t know this yet" button.',
  },
  {
    title: "A plan in the right order",
    text: "The missing skills, starting from the edge of what your child already knows, with the reason each skill is there.",
  },
  {
    title: "20 minutes a day",
    text: "Review, a mini-lesson and practice themed around their interests. Too hard steps back; too easy moves on.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  return (
    <main id="main">
      <AccountDeletedNotice />
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: loaderData.structuredData }}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Math and reading catch-up, grades 3-8
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold text-slate-900 sm:text-6xl">{BRAND.tagline}</h1>
          <p className="mt-6 max-w-2xl text-xl text-slate-700">
            A short placement check finds exactly where your child is. Then 20 minutes a day teaches the missing skills
            in the right order, with practice built around what they love.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <LinkButton to={REGISTER_PATH} size="lg">
              Start Their Catch-Up Plan
            </LinkButton>
            <LinkButton to="/explore-options" size="lg" variant="secondary">
              Explore your options
            </LinkButton>
            <Island name="sample-question" props={{}}>
              <SampleQuestionButton />
            </Island>
          </div>
          <p className="mt-4 text-slate-700">{BRAND.offer}</p>
        </div>
      </section>

      <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features" className="text-3xl font-bold text-slate-900">
          What you can count on
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="how" className="text-3xl font-bold text-slate-900">
            How it works
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-6">
            <Link to="/how-it-works" className="font-semibold text-brand-700 underline">
              More about how it works
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="faq" className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <h2 id="faq" className="text-3xl font-bold text-slate-900">
          Questions parents ask
        </h2>
        <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {loaderData.faq.map((entry) => (
            <details key={entry.question} className="group p-5">
              <summary className="cursor-pointer text-lg font-semibold text-slate-900 marker:text-brand-700">
                {entry.question}
              </summary>
              <Prose html={entry.html} className="mt-3 !text-base" />
            </details>
          ))}
        </div>
        <div className="mt-8 rounded-xl bg-brand-50 p-6">
          <h3 className="text-xl font-semibold text-slate-900">Email Support</h3>
          <p className="mt-2 text-slate-700">
            Another question? A real person answers within {BRAND.supportResponseHours} hours.
          </p>
          <LinkButton to="/contact-us" variant="secondary" className="mt-4">
            Contact us
          </LinkButton>
        </div>
      </section>

      <section aria-labelledby="story" className="bg-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
          <h2 id="story" className="text-3xl font-bold text-slate-900">
            Why we built {BRAND.name}
          </h2>
          <p className="mt-4 text-lg text-slate-800">
            Most apps keep children busy. We wanted something that tells parents the truth: where their child really is,
            what is missing, and whether the time spent is working. So {BRAND.name} places honestly, teaches each skill
            before it drills it, wraps practice in the things children care about, and shows you the evidence — the
            actual questions, then and now.
          </p>
          <p className="mt-4">
            <Link to="/about-us" className="font-semibold text-brand-700 underline">
              Read our story
            </Link>
          </p>
        </div>
      </section>

      <ClosingCta />
    </main>
  );
}

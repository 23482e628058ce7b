import { ClosingCta } from "../../components/marketing/closing-cta.tsx";
import { PageHeader } from "../../components/marketing/page-header.tsx";
import { LinkButton } from "../../components/ui/link-button.tsx";
import { REGISTER_PATH } from "../../config/navigation.ts";

export function meta() {
  return [
    {
      name: "description",
      content: "What Brightpath covers today, what we are building next, and how to start a plan now.",
    },
  ];
}

const AVAILABLE = [
  "Math for grades 3-8, with the grade-2 foundations underneath",
  "Reading for grades 3-8: literature, informational text and vocabulary",
  "A placement check, a plan in prerequisite order, 20-minute daily sessions, day-7 check and day-30 report",
];

const NEXT = [
  {
    title: "Science",
    text: "Short investigations and explanations for grades 5 and 8, where STAAR tests science. Until then, try our printable science activities.",
  },
  {
    title: "Writing",
    text: "Short written answers with feedback on structure and evidence, building on the reading questions children already answer.",
  },
  {
    title: "Plans from a shared link",
    text: "A way for teachers and tutors to suggest a starting point that parents can accept into their child's plan.",
  },
];

/**
 * /coming-soon-page, also shown at /create-plan (SPEC.md §2): what exists now and what is next.
 * A plan itself is created after the placement check inside a parent's account.
 */
export default function ComingSoon() {
  return (
    <main id="main">
      <PageHeader eyebrow="What's next" title="More subjects are on the way">
        Every plan starts with a free placement check inside your family account. Here is what Brightpath covers today,
        and what we are building next.
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="available">
          <h2 id="available" className="text-2xl font-bold text-slate-900">
            Available now
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-800">
            {AVAILABLE.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <LinkButton to={REGISTER_PATH} className="mt-6">
            Create your child's plan
          </LinkButton>
        </section>
        <section aria-labelledby="next">
          <h2 id="next" className="text-2xl font-bold text-slate-900">
            Coming next
          </h2>
          <ul className="mt-4 space-y-4">
            {NEXT.map((item) => (
              <li key={item.title}>
                <h3 className="font-semibold text-slate-900">{item.title}</h3>
                <p className="text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <a href="/science-activities" className="text-brand-700 underline">
              Printable science activities
            </a>
          </p>
        </section>
      </div>
      <ClosingCta />
    </main>
  );
}

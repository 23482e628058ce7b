import { BRAND } from "../../config/brand.ts";

export function meta() {
  return [
    { title: `${BRAND.name} - ${BRAND.tagline}` },
    {
      name: "description",
      content:
        "Brightpath finds and closes gaps in math and reading for children in grades 3-8, in 20 minutes a day, with lessons built around their interests.",
    },
  ];
}

const PROMISES = [
  { title: "20 minutes a day", text: "Short daily sessions that fit around school, sport and family life." },
  {
    title: "A first measurable win by day 7",
    text: "A check on the exact skills worked on in week one, compared with day one.",
  },
  {
    title: "A full progress report at day 30",
    text: "Skills mastered, minutes practised and what comes next, with honest uncertainty.",
  },
  {
    title: "Built around their interests",
    text: "Word problems and reading about space, soccer, dinosaurs or whatever they love.",
  },
];

export default function Home() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-6 py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{BRAND.name}</p>
      <h1 className="mt-3 text-4xl font-bold text-slate-900 sm:text-5xl">{BRAND.tagline}</h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-700">
        A catch-up plan for math and reading in grades 3-8. A short placement check finds exactly where your child is,
        then 20-minute daily sessions teach the missing skills in the right order.
      </p>
      <p className="mt-8">
        <a
          href="/register"
          className="inline-block rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Start Their Catch-Up Plan
        </a>
      </p>
      <p className="mt-3 text-sm text-slate-600">Seven-day check or first month free, cancel anytime.</p>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2">
        {PROMISES.map((promise) => (
          <li key={promise.title} className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-lg font-semibold text-slate-900">{promise.title}</h2>
            <p className="mt-2 text-slate-700">{promise.text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}

import { listOfNames } from "../../server/children/names.ts";

/** Shown once when a family comes back after the retention warning: the data stays. */
export function WelcomeBack({ names }: { names: string[] }) {
  return (
    <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-3 text-slate-900">
      Welcome back! We will keep {listOfNames(names)}&rsquo;s data, and the deletion we wrote to you about is called
      off.
    </p>
  );
}

import { redirect } from "react-router";

/** SPEC.md §2: any unknown path redirects to the landing page. */
export function loader() {
  return redirect("/");
}

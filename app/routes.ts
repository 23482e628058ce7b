import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),
  // SPEC.md §2: any unknown path redirects to /.
  route("*", "routes/unknown-path.tsx"),
] satisfies RouteConfig;

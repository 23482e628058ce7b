import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

const marketing = (file: string) => `routes/marketing/${file}`;
const auth = (file: string) => `routes/auth/${file}`;
const signedIn = (file: string) => `routes/app/${file}`;

export default [
  // The public site in English at its plain paths and in Spanish under /es (the optional "es?"
  // segment: one route per page, both languages; app/i18n/locales.ts).
  route("es?", marketing("layout.tsx"), [
    index(marketing("home.tsx")),
    // Pages whose copy lives in content/pages (one module, one route id per path).
    ...[
      "features",
      "how-it-works",
      "how-it-works-page",
      "about-us",
      "staar",
      "math-activities",
      "reading-activities",
      "science-activities",
    ].map((path) => route(path, marketing("content-page.tsx"), { id: `content-${path}` })),
    route("pricing", marketing("pricing.tsx")),
    route("contact-us", marketing("contact-us.tsx")),
    route("explore-options", marketing("explore-options.tsx")),
    route("staar-full", marketing("staar-full.tsx")),
    route("staar-full/:checkId", marketing("staar-full-check.tsx")),
    route("privacy-policy-page", marketing("legal-page.tsx"), { id: "legal-privacy" }),
    route("terms-of-service-page", marketing("legal-page.tsx"), { id: "legal-terms" }),
    // SPEC.md §2: /create-plan shows the coming-soon page.
    route("coming-soon-page", marketing("coming-soon.tsx"), { id: "coming-soon-page" }),
    route("create-plan", marketing("coming-soon.tsx"), { id: "create-plan" }),
    route("blog", marketing("blog/index.tsx")),
    route("blog/:slug", marketing("blog/post.tsx"), { id: "blog-post" }),
    route("blog/:slug/:childSlug", marketing("blog/post.tsx"), { id: "blog-child-post" }),
    // SPEC.md §2: the card-payment consent gate (public page; it needs a signed-in parent).
    route("coppa-verification", marketing("coppa-verification.tsx")),
    // Authentication screens live in the public layout (SPEC.md §2 public table).
    route("login", auth("login.tsx")),
    route("register", auth("register.tsx")),
    route("forgot-password", auth("forgot-password.tsx")),
  ]),
  // SPEC.md §2: account action links, outside the public layout.
  route("auth/action", auth("action.tsx")),
  // Scheduled family e-mails (decision 0028): the one-click unsubscribe link (GET shows, POST acts).
  route("email/unsubscribe/:token", auth("email-unsubscribe.tsx")),
  route("email/unsubscribe/:token/one-click", "routes/resources/email-unsubscribe-one-click.ts"),
  route("logout", auth("logout.ts")),
  route("api/auth/callback/:providerId", "routes/api/auth-callback.ts"),
  // Protected routes: the layout's loader is the route guard (SPEC.md §2).
  layout(signedIn("layout.tsx"), [
    // SIGNED-IN ROUTES (keep this marker: each area adds its routes below it)
    // A child's first day (issue 12): placement check, its result, the plan, member details.
    route("placement/:memberId/:subject", signedIn("placement.tsx")),
    route("placement/:memberId/:subject/result", signedIn("placement-result.tsx")),
    route("learning-plan/:memberId", signedIn("learning-plan.tsx")),
    route("member-details/:memberId", signedIn("member-details.tsx")),
    route("activities", signedIn("activities.tsx")),
    // Daily sessions (issue 13): one part of today's session, side by side (parent) or alone (child).
    route("activities/:mode/:activityId", signedIn("activity.tsx")),
    // Settings (issue 4): /settings and /settings/profile are one page (SPEC.md §2).
    route("settings", signedIn("settings-profile.tsx"), { id: "settings" }),
    route("settings/profile", signedIn("settings-profile.tsx"), { id: "settings-profile" }),
    route("settings/parent-mode-pin", signedIn("settings-parent-mode-pin.tsx")),
    // Billing (issue 17): the plan and its status; payment method, invoices and cancelling.
    route("settings/plan", signedIn("settings-plan.tsx")),
    route("settings/billing", signedIn("settings-billing.tsx")),
    // The family's children (issue 4): one module per page, two route ids where SPEC.md §2 lists two paths.
    route("dashboard", signedIn("dashboard.tsx"), { id: "dashboard" }),
    route("authenticated-app/dashboard", signedIn("dashboard.tsx"), { id: "authenticated-app-dashboard" }),
    route("child-setup", signedIn("child-setup.tsx"), { id: "child-setup" }),
    route("authenticated-app/child-setup", signedIn("child-setup.tsx"), { id: "authenticated-app-child-setup" }),
    route("settings/children", signedIn("settings-children.tsx")),
    route("settings/children/export", "routes/resources/family-export.ts"),
    route("admin", signedIn("admin.tsx")),
    route("coppa-gate", signedIn("coppa-gate.tsx")),
    // Child mode (issue 13, decision 0018): the child's home, the parent's start page, the PIN exit.
    route("child-mode", signedIn("child-mode-home.tsx")),
    route("child-mode/start", signedIn("child-mode-start.tsx")),
    route("child-mode/exit", signedIn("child-mode-exit.tsx")),
    // Calendar (issue 15): the family's month; the private feed is a resource route below.
    route("calendar", signedIn("calendar.tsx")),
    // Assignments (issue 15, decision 0027): work the parent sets; one assignment's answers.
    route("assignments", signedIn("assignments.tsx")),
    route("assignments/:assignmentId", signedIn("assignment-evidence.tsx")),
    // Progress reports (issue 16, decision 0026): the day-30 report page, its PDF, the day-7 win.
    route("progress/:memberId", signedIn("progress.tsx")),
    route("progress/:memberId/day-7", signedIn("progress-day-7.tsx")),
    route("progress/:memberId/:subject.pdf", "routes/resources/progress-pdf.ts"),
    // The demo family (issue 16, decision 0030): read-only, for any signed-in parent.
    route("demo", signedIn("demo.tsx"), { id: "demo" }),
    route("authenticated-app/demo", signedIn("demo.tsx"), { id: "authenticated-app-demo" }),
  ]),
  route("coming-soon", marketing("redirect-to-register.tsx"), { id: "coming-soon-redirect" }),
  route("sign-up", marketing("redirect-to-register.tsx"), { id: "sign-up-redirect" }),
  // The blog feed in each language (/es/blog/rss.xml: the posts that have a Spanish version).
  route("es?/blog/rss.xml", "routes/resources/blog-rss.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots-txt.ts"),
  // The signed-in shell's language switch posts here (app/components/layout/language-switch.tsx).
  route("language", "routes/resources/set-language.ts"),
  route("api/analytics/page-view", "routes/api/analytics-page-view.ts"),
  route("api/sample-question", "routes/api/sample-question.ts"),
  route("api/stripe/webhook", "routes/api/stripe-webhook.ts"),
  route("api/feedback", "routes/api/feedback.ts"),
  // Issue 16: callable functions (SPEC.md §7), signed in by cookie or bearer token.
  route("api/functions/:name", "routes/api/functions.ts"),
  // Issue 15: the private iCalendar feed, authenticated by its token (decision 0025).
  route("calendar/feed/:file", "routes/resources/calendar-feed.ts"),
  // Issue 4 "Mail": the outbox, outside production only (its loaders answer 404 in production).
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("dev/mailbox/:messageId", "routes/dev/mailbox-message.tsx"),
  route("dev/mailbox/:messageId/attachments/:index", "routes/dev/mailbox-attachment.ts"),
  // SPEC.md §2: any unknown path redirects to /.
  route("*", "routes/unknown-path.tsx"),
] satisfies RouteConfig;

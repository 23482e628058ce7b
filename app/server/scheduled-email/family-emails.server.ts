/**
 * The words of the scheduled family e-mails (issues 15 and 16, decision 0028), in the parent's
 * language, through the shared layout (HTML and text parts). Each builder takes plain facts and
 * the e-mail's unsubscribe link, so the jobs that gather the facts stay short.
 */
import type { ScheduledEmailKind } from "../../../db/schema.ts";
import { subjectTitle } from "../../components/placement/subject-words.ts";
import { BRAND } from "../../config/brand.ts";
import { formatDate, formatDateRange, formatList } from "../../i18n/format.ts";
import { INTL_LOCALE, type Locale } from "../../i18n/locales.ts";
import type { Translate } from "../../i18n/message-format.ts";
import { createT } from "../../i18n/translate.ts";
import { skillName } from "../../i18n/skill-names.ts";
import { renderEmail, type EmailContent } from "../mail/layout.server.ts";

type Common = { locale: Locale; name: string; unsubscribeUrl: string };

function greeting(t: Translate, name: string): string {
  return name.trim() ? t("emails.greeting", { name: name.trim() }) : t("emails.greetingNoName");
}

function dayText(locale: Locale, day: string): string {
  return formatDate(`${day}T00:00:00Z`, locale, "long", "UTC");
}

/** A wall-clock "HH:MM" as the reader's language writes it ("4:00 PM", "4:00 p. m."). */
export function timeText(locale: Locale, time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  );
}

function render(
  t: Translate,
  kind: ScheduledEmailKind,
  unsubscribeUrl: string,
  content: Omit<EmailContent, "unsubscribe">,
) {
  return renderEmail(
    {
      footnote: t("emails.footnote"),
      ...content,
      unsubscribe: { label: t("emails.unsubscribe", { kind: t(`emails.kind.${kind}`) }), url: unsubscribeUrl },
    },
    t,
  );
}

/** Skills travel as ids and are named in each reader's language when the e-mail is written. */
export type LevelMove = { skillId: string; from: string; to: string; reason: string };

export type ChildWeek = {
  name: string;
  minutes: number;
  daysPractised: number;
  /** Level changes this week, newest first (the engine's plain reasons as message references). */
  moves: LevelMove[];
  /** The move up worth praising, if any. */
  praise: LevelMove | null;
  /** From the coaching notes of the skill practised most this week. */
  together: { skillId: string; say: string; ask: string } | null;
};

export type FamilyWeek = { monday: string; sunday: string; children: ChildWeek[] };

const MOVES_SHOWN = 3;

function levelWord(t: Translate, level: string): string {
  return ["not-started", "learning", "proficient", "mastered"].includes(level) ? t(`sessions.level.${level}`) : level;
}

export function weeklyMessage({
  locale,
  name,
  unsubscribeUrl,
  week,
  dashboardUrl,
}: Common & { week: FamilyWeek; dashboardUrl: string }) {
  const t = createT(locale);
  const names = formatList(
    week.children.map((child) => child.name),
    locale,
  );
  const childParagraphs = week.children.flatMap((child) => {
    if (child.minutes === 0 && child.daysPractised === 0) return [t("emails.weekly.noSessions", { child: child.name })];
    const lines = [
      t("emails.weekly.minutes", { child: child.name, minutes: child.minutes, days: child.daysPractised }),
    ];
    if (child.moves.length === 0) lines.push(t("emails.weekly.nothingMoved"));
    for (const move of child.moves.slice(0, MOVES_SHOWN)) {
      lines.push(
        t("emails.weekly.moved", {
          skill: skillName(move.skillId, locale),
          from: levelWord(t, move.from),
          to: levelWord(t, move.to),
          reason: t.ref(move.reason),
        }),
      );
    }
    lines.push(
      child.praise
        ? t("emails.weekly.praiseSkill", {
            child: child.name,
            skill: skillName(child.praise.skillId, locale),
            level: levelWord(t, child.praise.to),
          })
        : t("emails.weekly.praiseDays", { days: child.daysPractised }),
    );
    if (child.together)
      lines.push(
        t("emails.weekly.together", {
          skill: skillName(child.together.skillId, locale),
          say: child.together.say,
          ask: child.together.ask,
        }),
      );
    return lines;
  });
  return render(t, "weekly", unsubscribeUrl, {
    subject: t("emails.weekly.subject", { names, brand: BRAND.name }),
    heading: t("emails.weekly.heading"),
    paragraphs: [
      greeting(t, name),
      t("emails.weekly.intro", { week: formatDateRange(week.monday, week.sunday, locale) }),
      ...childParagraphs,
      // Skills are named in the reader's language; the coaching notes quoted in "together" are not yet.
      ...(locale !== "en" && week.children.some((child) => child.together) ? [t("emails.englishNote")] : []),
    ],
    action: { label: t("emails.weekly.action"), url: dashboardUrl },
  });
}

export function sessionReminderMessage({
  locale,
  name,
  unsubscribeUrl,
  child,
  time,
  sideBySide,
  sessionUrl,
}: Common & { child: string; time: string; sideBySide: boolean; sessionUrl: string }) {
  const t = createT(locale);
  const at = timeText(locale, time);
  return render(t, "session-reminder", unsubscribeUrl, {
    subject: t("emails.session.subject", { child, time: at }),
    heading: t("emails.session.heading", { child, time: at }),
    paragraphs: [
      greeting(t, name),
      t("emails.session.text", { time: at }),
      ...(sideBySide ? [t("emails.session.sideBySide")] : []),
    ],
    action: { label: t("emails.session.action"), url: sessionUrl },
  });
}

export type DueAssignment =
  | { kind: "skill"; skillId: string; note: string }
  | { kind: "practice-set"; skillId: string; itemCount: number; note: string }
  | { kind: "passage"; note: string };

export function assignmentDueMessage({
  locale,
  name,
  unsubscribeUrl,
  child,
  dueDay,
  assignments,
  assignmentsUrl,
}: Common & { child: string; dueDay: string; assignments: DueAssignment[]; assignmentsUrl: string }) {
  const t = createT(locale);
  const lines = assignments.map((assignment) => {
    const what =
      assignment.kind === "passage"
        ? t("emails.assignment.passage")
        : assignment.kind === "practice-set"
          ? t("emails.assignment.practiceSet", {
              count: assignment.itemCount,
              skill: skillName(assignment.skillId, locale),
            })
          : t("emails.assignment.skill", { skill: skillName(assignment.skillId, locale) });
    return assignment.note.trim() ? `${what}\n${t("emails.assignment.note", { note: assignment.note.trim() })}` : what;
  });
  return render(t, "assignment-due", unsubscribeUrl, {
    subject: t("emails.assignment.subject", { child }),
    heading: t("emails.assignment.heading", { child, count: assignments.length }),
    paragraphs: [greeting(t, name), t("emails.assignment.intro", { date: dayText(locale, dueDay) }), ...lines],
    action: { label: t("emails.assignment.action"), url: assignmentsUrl },
  });
}

export function reportReadyMessage({
  locale,
  name,
  unsubscribeUrl,
  child,
  subject,
  reportUrl,
}: Common & { child: string; subject: "math" | "reading"; reportUrl: string }) {
  const t = createT(locale);
  const subjectName = subjectTitle(t, subject).toLocaleLowerCase(INTL_LOCALE[locale]);
  return render(t, "report-ready", unsubscribeUrl, {
    subject: t("emails.report.subject", { child, subject: subjectName }),
    heading: t("emails.report.heading", { child }),
    paragraphs: [
      greeting(t, name),
      t("emails.report.text", { child, subject: subjectName }),
      t("emails.report.honest"),
    ],
    action: { label: t("emails.report.action"), url: reportUrl },
  });
}

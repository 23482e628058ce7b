/**
 * The day-30 report as a printable PDF (issue 16), made on the server with @react-pdf/renderer
 * (docs/decisions/0024-callable-functions-and-report-pdf.md): real text a reader can select, copy
 * and have read aloud, not a picture of the page. The same facts, in the same words, as the page's
 * components (app/components/reports/report-words.ts); charts are simple vector drawings with the
 * numbers in tables beside them. Server-only: the renderer never reaches the browser bundle.
 */
import {
  Circle,
  Document,
  Font,
  G,
  Line,
  Page,
  Rect,
  StyleSheet,
  Svg,
  Text,
  View,
  renderToBuffer,
} from "@react-pdf/renderer";
import { createRequire } from "node:module";
import type { ReactNode } from "react";
import type { LevelEstimate } from "../../../core/engine/placement-result.ts";
import {
  dayText,
  levelText,
  percentText,
  periodText,
  practiceDays,
  reportSkillName,
  strandMeaning,
  strandName,
  strandScale,
  type ProgressReportData,
} from "../../components/reports/report-words.ts";
import { BRAND } from "../../config/brand.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { Translate } from "../../i18n/message-format.ts";
import { createT } from "../../i18n/translate.ts";

// DejaVu Sans (free licence, the dejavu-fonts-ttf package), embedded as a subset: the PDF's
// standard fonts stop at Latin-1, so a name like "Nguyễn", "Łukasz" or "Σοφία" would come out
// wrong. It covers Latin, Greek, Cyrillic and more; not Chinese, Japanese or Korean.
const FONT = "Report Sans";
const fontFile = (file: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);
Font.register({
  family: FONT,
  fonts: [
    { src: fontFile("DejaVuSans.ttf"), fontWeight: "normal" },
    { src: fontFile("DejaVuSans-Bold.ttf"), fontWeight: "bold" },
  ],
});
// Words are never split with a hyphen ("num-ber"): a parent reads skill and area names whole.
Font.registerHyphenationCallback((word) => [word]);

const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#e2e8f0";
const TEAL = "#0f766e";
const BLUE = "#1d4ed8";
const SLATE = "#94a3b8";
const AMBER = "#b45309";

const styles = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 56, paddingHorizontal: 44, fontFamily: FONT, fontSize: 10, color: INK },
  title: { fontSize: 20, fontWeight: "bold" },
  period: { fontSize: 12, color: MUTED, marginTop: 4 },
  heading: { fontSize: 13, fontWeight: "bold", marginTop: 18, marginBottom: 4 },
  text: { lineHeight: 1.4 },
  muted: { color: MUTED, lineHeight: 1.4 },
  item: { flexDirection: "row", marginTop: 2 },
  bullet: { width: 14 },
  summary: { flexDirection: "row", flexWrap: "wrap", marginTop: 6 },
  summaryBox: { width: "50%", paddingVertical: 4, paddingRight: 8, fontWeight: "bold" },
  table: { marginTop: 6, borderTopWidth: 1, borderTopColor: RULE },
  row: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: RULE, paddingVertical: 3 },
  headRow: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: MUTED, paddingVertical: 3 },
  cellHead: { fontWeight: "bold" },
  legend: { flexDirection: "row", marginTop: 4, color: MUTED },
  footer: { position: "absolute", bottom: 24, left: 44, right: 44, flexDirection: "row", color: MUTED, fontSize: 8 },
});

function Heading({ children }: { children: ReactNode }) {
  return <Text style={styles.heading}>{children}</Text>;
}

function Bullets({ lines, ordered = false }: { lines: string[]; ordered?: boolean }) {
  return (
    <View>
      {lines.map((line, index) => (
        <View key={`${index}-${line}`} style={styles.item} wrap={false}>
          <Text style={styles.bullet}>{ordered ? `${index + 1}.` : "•"}</Text>
          <Text style={{ flex: 1 }}>{line}</Text>
        </View>
      ))}
    </View>
  );
}

type Column = { title: string; width: string; align?: "left" | "right" };

function Table({ columns, rows }: { columns: Column[]; rows: string[][] }) {
  return (
    <View style={styles.table}>
      <View style={styles.headRow} fixed>
        {columns.map((column) => (
          <Text
            key={column.title}
            style={[styles.cellHead, { width: column.width, textAlign: column.align ?? "left" }]}
          >
            {column.title}
          </Text>
        ))}
      </View>
      {rows.map((cells, index) => (
        <View key={index} style={styles.row} wrap={false}>
          {cells.map((cell, column) => (
            <Text
              key={column}
              style={{ width: columns[column]!.width, textAlign: columns[column]!.align ?? "left", paddingRight: 6 }}
            >
              {cell}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

const CHART_WIDTH = 520;

function MinutesBars({ data }: { data: ProgressReportData }) {
  const days = data.report.minutesByDay;
  const height = 90;
  const top = Math.max(25, ...days.map((d) => d.minutes));
  const y = (minutes: number) => height - (minutes / top) * height;
  const slot = CHART_WIDTH / Math.max(days.length, 1);
  return (
    <Svg width={CHART_WIDTH} height={height + 2} style={{ marginTop: 6 }}>
      <Line x1={0} x2={CHART_WIDTH} y1={height} y2={height} stroke={RULE} strokeWidth={1} />
      {days.map((day, index) =>
        day.minutes > 0 ? (
          <Rect
            key={day.date}
            x={index * slot + slot * 0.15}
            width={slot * 0.7}
            y={y(day.minutes)}
            height={height - y(day.minutes)}
            fill={TEAL}
          />
        ) : null,
      )}
      <Line x1={0} x2={CHART_WIDTH} y1={y(20)} y2={y(20)} stroke={AMBER} strokeWidth={1} strokeDasharray="4 3" />
    </Svg>
  );
}

function AccuracyBars({ data }: { data: ProgressReportData }) {
  const weeks = data.report.accuracyByWeek;
  const height = 70;
  const slot = CHART_WIDTH / Math.max(weeks.length, 1);
  return (
    <Svg width={CHART_WIDTH} height={height + 2} style={{ marginTop: 6 }}>
      <Line x1={0} x2={CHART_WIDTH} y1={height} y2={height} stroke={RULE} strokeWidth={1} />
      {weeks.map((week, index) =>
        week.accuracy === null ? null : (
          <Rect
            key={week.weekStart}
            x={index * slot + slot * 0.25}
            width={slot * 0.5}
            y={height - week.accuracy * height}
            height={week.accuracy * height}
            fill={BLUE}
          />
        ),
      )}
    </Svg>
  );
}

function StrandRanges({ data }: { data: ProgressReportData }) {
  const strands = data.report.strands;
  const { min, max } = strandScale(strands);
  const row = 26;
  const height = strands.length * row;
  const x = (level: number) => ((level - min) / (max - min)) * CHART_WIDTH;
  const range = (estimate: LevelEstimate, top: number, colour: string) => (
    <>
      <Rect
        x={x(estimate.low)}
        width={Math.max(x(estimate.high) - x(estimate.low), 2)}
        y={top}
        height={6}
        fill={colour}
        opacity={0.45}
      />
      <Circle cx={x(estimate.level)} cy={top + 3} r={3.5} fill={colour} />
    </>
  );
  return (
    <Svg width={CHART_WIDTH} height={height} style={{ marginTop: 6 }}>
      {Array.from({ length: max - min + 1 }, (_, index) => (
        <Line key={index} x1={x(min + index)} x2={x(min + index)} y1={0} y2={height} stroke={RULE} strokeWidth={1} />
      ))}
      {strands.map((strand, index) => (
        <G key={strand.strand}>
          {range(strand.then, index * row + 4, SLATE)}
          {strand.now ? range(strand.now, index * row + 14, TEAL) : null}
        </G>
      ))}
    </Svg>
  );
}

function Swatch({ colour }: { colour: string }) {
  return (
    <Svg width={18} height={8} style={{ marginRight: 4, marginTop: 2 }}>
      <Rect x={0} y={1} width={16} height={6} fill={colour} opacity={0.7} />
    </Svg>
  );
}

function ReportDocument({ data, t }: { data: ProgressReportData; t: Translate }) {
  const { report, childName: name } = data;
  const title = t("reports.day30.title", { name });
  const footer = t("reports.pdf.footer", {
    name,
    from: dayText(t, report.from),
    to: dayText(t, report.to),
  });
  return (
    <Document title={title} author={BRAND.name} subject={periodText(t, data)} language={t.locale} creator={BRAND.name}>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>{title}</Text>
        <Text style={styles.period}>{periodText(t, data)}</Text>

        <Heading>{t("reports.day30.summary.title")}</Heading>
        <View style={styles.summary}>
          {[
            t("reports.day30.summary.practice", { minutes: report.totalMinutes, days: practiceDays(report) }),
            t("reports.day30.summary.mastered", { count: report.mastered.length }),
            t("reports.day30.summary.retained", { count: report.retained.length }),
            t("reports.day30.summary.rapid", { count: report.rapidGuesses }),
          ].map((line) => (
            <Text key={line} style={styles.summaryBox}>
              {line}
            </Text>
          ))}
        </View>

        <Heading>{t("reports.day30.mastered.title")}</Heading>
        <Text style={styles.muted}>{t("reports.day30.mastered.intro", { name })}</Text>
        {report.mastered.length > 0 ? (
          <Bullets lines={report.mastered.map((id) => reportSkillName(t, id))} />
        ) : (
          <Text style={styles.text}>{t("reports.day30.mastered.none")}</Text>
        )}

        <Heading>{t("reports.day30.retained.title")}</Heading>
        <Text style={styles.muted}>{t("reports.day30.retained.intro", { name })}</Text>
        {report.retained.length > 0 ? (
          <Bullets lines={report.retained.map((id) => reportSkillName(t, id))} />
        ) : (
          <Text style={styles.text}>{t("reports.day30.retained.none")}</Text>
        )}

        <View wrap={false}>
          <Heading>{t("reports.day30.strands.title", { name })}</Heading>
          <Text style={styles.muted}>{t("reports.day30.strands.intro")}</Text>
          <StrandRanges data={data} />
          <View style={styles.legend}>
            <Swatch colour={SLATE} />
            <Text style={{ marginRight: 12 }}>{t("reports.day30.strands.then")}</Text>
            <Swatch colour={TEAL} />
            <Text>{t("reports.day30.strands.now")}</Text>
          </View>
        </View>
        <Table
          columns={[
            { title: t("reports.day30.strands.strand"), width: "22%" },
            { title: t("reports.day30.strands.then"), width: "22%" },
            { title: t("reports.day30.strands.now"), width: "22%" },
            { title: t("reports.day30.strands.meaning"), width: "34%" },
          ]}
          rows={report.strands.map((strand) => [
            strandName(t, strand.strand),
            levelText(t, strand.then),
            strand.now ? levelText(t, strand.now) : t("reports.day30.strands.notMeasuredShort"),
            strandMeaning(t, strand),
          ])}
        />

        <View wrap={false}>
          <Heading>{t("reports.day30.minutes.title")}</Heading>
          <Text style={styles.muted}>
            {t("reports.day30.minutes.description", { total: report.totalMinutes, days: practiceDays(report) })}
          </Text>
          <MinutesBars data={data} />
        </View>
        <Table
          columns={[
            { title: t("reports.day30.minutes.day"), width: "30%" },
            { title: t("reports.day30.minutes.minutes"), width: "20%", align: "right" },
          ]}
          rows={report.minutesByDay
            .filter((day) => day.minutes > 0)
            .map((day) => [dayText(t, day.date), String(day.minutes)])}
        />

        <View wrap={false}>
          <Heading>{t("reports.day30.accuracy.title")}</Heading>
          <Text style={styles.muted}>{t("reports.day30.accuracy.description")}</Text>
          <AccuracyBars data={data} />
          <Table
            columns={[
              { title: t("reports.day30.accuracy.week"), width: "40%" },
              { title: t("reports.day30.accuracy.answers"), width: "25%", align: "right" },
              { title: t("reports.day30.accuracy.right"), width: "25%", align: "right" },
            ]}
            rows={report.accuracyByWeek.map((week) => [
              dayText(t, week.weekStart),
              String(week.answers),
              week.accuracy === null ? t("reports.day30.accuracy.noPractice") : percentText(t, week.accuracy),
            ])}
          />
        </View>

        <Heading>{t("reports.day30.rapid.title")}</Heading>
        <Text style={styles.text}>{t("reports.day30.rapid.text", { count: report.rapidGuesses })}</Text>

        <Heading>{t("reports.day30.next.title")}</Heading>
        {report.nextTargets.length > 0 ? (
          <>
            <Text style={styles.muted}>{t("reports.day30.next.intro", { name })}</Text>
            <Bullets ordered lines={report.nextTargets.map((id) => reportSkillName(t, id))} />
          </>
        ) : (
          <Text style={styles.text}>{t("reports.day30.next.none")}</Text>
        )}

        <View style={styles.footer} fixed>
          <Text style={{ flex: 1 }}>{footer}</Text>
          <Text
            render={({ pageNumber, totalPages }) => t("reports.pdf.page", { page: pageNumber, pages: totalPages })}
          />
        </View>
      </Page>
    </Document>
  );
}

/** The report as PDF bytes, in the reader's language. */
export async function renderProgressReportPdf(data: ProgressReportData, locale: Locale): Promise<Uint8Array> {
  const buffer = await renderToBuffer(<ReportDocument data={data} t={createT(locale)} />);
  return new Uint8Array(buffer);
}

import type { Figure } from "../types.ts";
import { figure, INK, line, text } from "./svg.ts";

/** An analog clock face showing hour:minute, with the hour hand between the hours as on a real clock. */
export function clockFace(hour: number, minute: number): Figure {
  const c = 110;
  const r = 90;
  const parts = [`<circle cx="${c}" cy="${c}" r="${r}" fill="#ffffff" stroke="${INK}" stroke-width="3"/>`];
  for (let i = 1; i <= 12; i++) {
    const angle = (i / 12) * 2 * Math.PI;
    parts.push(text(c + Math.sin(angle) * (r - 18), c - Math.cos(angle) * (r - 18) + 5, String(i), { size: 15 }));
  }
  for (let m = 0; m < 60; m++) {
    const angle = (m / 60) * 2 * Math.PI;
    const inner = m % 5 === 0 ? r - 8 : r - 4;
    parts.push(
      line(
        c + Math.sin(angle) * inner,
        c - Math.cos(angle) * inner,
        c + Math.sin(angle) * r,
        c - Math.cos(angle) * r,
        INK,
        1,
      ),
    );
  }
  const hourAngle = (((hour % 12) + minute / 60) / 12) * 2 * Math.PI;
  const minuteAngle = (minute / 60) * 2 * Math.PI;
  parts.push(line(c, c, c + Math.sin(hourAngle) * 48, c - Math.cos(hourAngle) * 48, INK, 6));
  parts.push(line(c, c, c + Math.sin(minuteAngle) * 75, c - Math.cos(minuteAngle) * 75, INK, 3));
  const nextHour = (hour % 12) + 1;
  const hourWords = minute === 0 ? `pointing at ${hour}` : `between ${hour} and ${nextHour}`;
  const minuteMark =
    minute % 5 === 0
      ? `pointing at ${minute / 5 === 0 ? 12 : minute / 5}`
      : `${minute % 5} small ${minute % 5 === 1 ? "mark" : "marks"} after the ${Math.floor(minute / 5) === 0 ? 12 : Math.floor(minute / 5)}`;
  const description = `An analog clock. The short hour hand is ${hourWords}. The long minute hand is ${minuteMark}.`;
  return figure(2 * c, 2 * c, "Clock", description, parts);
}

import { useRef, useState } from "react";
import { useT } from "../../../i18n/react.tsx";
import { FOCUS_RING } from "../../ui/link-button.tsx";
import { orderName } from "./field-names.ts";
import { useEnhanced } from "./use-enhanced.ts";

type Card = { id: string; text: string };

const MOVE_BUTTON = `flex-1 rounded-lg border border-slate-500 px-3 py-2 text-base font-semibold text-slate-800 hover:bg-slate-100 aria-disabled:opacity-40 ${FOCUS_RING}`;

/**
 * "Put the cards in order", first at the top. Without JavaScript: one select per place (the
 * form posts `order.0`, `order.1`…). With it: the cards themselves, each with Move up / Move down
 * buttons (keyboard and screen reader friendly, no dragging needed); focus follows the moved card
 * and a polite status says where it is now. Both post the same fields.
 */
export function OrderingField({ choices, errorId }: { choices: Card[]; errorId: string | undefined }) {
  const t = useT();
  const enhanced = useEnhanced();
  const [order, setOrder] = useState<Card[]>(choices);
  const [status, setStatus] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const describedBy = ["ordering-hint", errorId].filter(Boolean).join(" ");

  function move(from: number, by: -1 | 1) {
    const to = from + by;
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    const [card] = next.splice(from, 1);
    next.splice(to, 0, card!);
    setOrder(next);
    setStatus(t("placement.fields.order.moved", { card: card!.text, position: to + 1, count: next.length }));
    // Keep focus on the card that moved; at an end, on its other button.
    const edge = (by === -1 && to === 0) || (by === 1 && to === next.length - 1);
    const direction = edge ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down";
    requestAnimationFrame(() => {
      list.current
        ?.querySelector<HTMLButtonElement>(`[data-card="${CSS.escape(card!.id)}"][data-move="${direction}"]`)
        ?.focus();
    });
  }

  if (!enhanced) {
    return (
      <fieldset aria-describedby={describedBy}>
        <legend className="font-semibold text-slate-900">{t("placement.fields.order.legend")}</legend>
        <p id="ordering-hint" className="text-base text-slate-700">
          {t("placement.fields.order.hintPlain")}
        </p>
        <ol className="mt-2 space-y-2">
          {choices.map((choice, position) => (
            <li key={choice.id} className="flex flex-wrap items-center gap-3">
              <label htmlFor={`order-${position}`} className="w-24 font-semibold text-slate-900">
                {t("placement.fields.order.place", { position: position + 1 })}
              </label>
              <select
                id={`order-${position}`}
                name={orderName(position)}
                defaultValue={choice.id}
                className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-white p-3 text-xl"
              >
                {choices.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.text}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ol>
      </fieldset>
    );
  }

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="font-semibold text-slate-900">{t("placement.fields.order.legend")}</legend>
      <p id="ordering-hint" className="text-base text-slate-700">
        {t("placement.fields.order.hint")}
      </p>
      <ol ref={list} className="mt-2 space-y-2">
        {order.map((card, position) => (
          <li
            key={card.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-400 bg-white p-3"
          >
            <input type="hidden" name={orderName(position)} value={card.id} />
            <span aria-hidden="true" className="w-8 text-center font-bold text-slate-600">
              {position + 1}
            </span>
            {/* On a phone the buttons go under the card's text, each half the width: large targets. */}
            <span className="min-w-0 flex-1 basis-32 font-semibold text-slate-900">{card.text}</span>
            <span className="flex w-full gap-2 sm:w-auto">
              <button
                type="button"
                data-card={card.id}
                data-move="up"
                aria-label={t("placement.fields.order.upLabel", { card: card.text })}
                aria-disabled={position === 0 ? true : undefined}
                onClick={() => move(position, -1)}
                className={MOVE_BUTTON}
              >
                {t("placement.fields.order.up")}
              </button>
              <button
                type="button"
                data-card={card.id}
                data-move="down"
                aria-label={t("placement.fields.order.downLabel", { card: card.text })}
                aria-disabled={position === order.length - 1 ? true : undefined}
                onClick={() => move(position, 1)}
                className={MOVE_BUTTON}
              >
                {t("placement.fields.order.down")}
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {status}
      </p>
    </fieldset>
  );
}

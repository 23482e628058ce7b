/**
 * WCAG 2.4.3 (issue 18): when a dialog closes, focus goes back to the control that opened it.
 * Radix returns focus itself only when the dialog stays mounted with a Radix trigger; ours load
 * lazily and unmount on close, and some open from elsewhere (a window event), so the opener is
 * remembered here and focused after the dialog's own clean-up has run.
 */

/** The element to return to: the clicked control, or whatever had focus when the dialog opened. */
export function openerOf(target?: EventTarget | null): HTMLElement | null {
  if (target instanceof HTMLElement) return target;
  const active = typeof document === "undefined" ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Focuses the opener once the closing dialog has finished (Radix moves focus in a zero-delay timer
 * on unmount; this runs after it). An opener that is gone (the cookie banner after a choice is
 * saved) hands focus to the page's main content, never to nothing.
 */
export function returnFocus(opener: HTMLElement | null): void {
  setTimeout(() => {
    if (opener?.isConnected && !opener.closest("[inert],[hidden]")) {
      opener.focus();
      return;
    }
    const main = document.getElementById("main");
    if (!main) return;
    if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    main.focus({ preventScroll: true });
  }, 0);
}

import { z } from "zod";

/** Rows per page in the admin lists. */
export const ADMIN_PAGE_SIZE = 20;

export const ADMIN_VIEWS = { feedback: "Feedback", messages: "Contact messages" } as const;
export type AdminView = keyof typeof ADMIN_VIEWS;

/** `?view=messages&page=2`; anything unreadable falls back to the first page of feedback. */
export const adminQuerySchema = z.object({
  view: z.enum(["feedback", "messages"]).catch("feedback"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type AdminQuery = z.infer<typeof adminQuerySchema>;

export type Paged<Row> = { rows: Row[]; page: number; pageCount: number; total: number };

/** Page numbers past the end show the last page. */
export function pageWindow(total: number, requestedPage: number): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(requestedPage, pageCount);
  return { page, pageCount, offset: (page - 1) * ADMIN_PAGE_SIZE };
}

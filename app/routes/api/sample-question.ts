import { data } from "react-router";
import { z } from "zod";
import { toLocale } from "../../i18n/locales.ts";
import { messageRef } from "../../i18n/message-format.ts";
import {
  checkSampleAnswer,
  newSampleQuestion,
  sampleFieldsSchema,
  sampleKeySchema,
} from "../../server/sample-question.server.ts";
import { readJson } from "../../server/request-body.server.ts";
import type { Route } from "./+types/sample-question";

const NO_STORE = { "Cache-Control": "no-store" };

// Errors are catalog references: the dialog shows them in the page's language with t.ref().

/** GET: a fresh sample question (no answer in it); `?lang=` is the page's language, for the skill's name. */
export function loader({ request }: Route.LoaderArgs) {
  const question = newSampleQuestion(toLocale(new URL(request.url).searchParams.get("lang")));
  if (!question) return data({ error: messageRef("sample.error.unavailable") }, { status: 503, headers: NO_STORE });
  return data({ question }, { headers: NO_STORE });
}

const checkSchema = z.object({ key: sampleKeySchema, fields: sampleFieldsSchema });

/** POST { key, fields }: the verdict, with feedback and the worked solution. */
export async function action({ request }: Route.ActionArgs) {
  const body = await readJson(request);
  const parsed = checkSchema.safeParse(body);
  if (!parsed.success)
    return data({ error: messageRef("sample.error.unreadable") }, { status: 400, headers: NO_STORE });
  try {
    return data(checkSampleAnswer(parsed.data.key, parsed.data.fields), { headers: NO_STORE });
  } catch {
    // A key that names no skill or generator: nothing to check.
    return data({ error: messageRef("sample.error.gone") }, { status: 400, headers: NO_STORE });
  }
}

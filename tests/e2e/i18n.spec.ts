/**
 * Spanish for families (issue 19): the /es pages, the language negotiation and switch, and a
 * Spanish-speaking parent's journey (registration, consent, adding a child, the dashboard and the
 * e-mails), with axe at desktop and mobile widths (both Playwright projects run this file).
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/axe.ts";
import { E2E_PASSWORD, linkFromEmail, readOutbox, uniqueEmail } from "./support/accounts.ts";
import { queryE2eDatabase } from "./support/database.ts";
import { E2E_BASE_URL } from "./support/e2e-env.ts";
import { noticeVersionFor } from "../../app/server/consent/consent-notice.ts";

/** A browser whose language is Spanish (Playwright sends it as Accept-Language). */
test.use({ locale: "es-MX" });

async function headLinks(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]),
  }));
}

test.describe("Spanish pages", () => {
  test("/es pages are Spanish, with lang, canonical and alternates pointing at each language", async ({ page }) => {
    await page.goto("/es/pricing");
    expect(await headLinks(page)).toEqual({
      lang: "es",
      canonical: `${E2E_BASE_URL}/es/pricing`,
      alternates: [
        ["en", `${E2E_BASE_URL}/pricing`],
        ["es", `${E2E_BASE_URL}/es/pricing`],
        ["x-default", `${E2E_BASE_URL}/pricing`],
      ],
    });
    await expect(page).toHaveTitle("Precios - Brightpath");
  });

  test("a new Spanish-speaking visitor lands on the Spanish landing page, which passes axe", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(`${E2E_BASE_URL}/es`);
    expect((await headLinks(page)).lang).toBe("es");
    await expect(page.getByRole("heading", { level: 1, name: "Aprendizaje a la medida de tu hijo" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Preguntas de los padres" })).toBeVisible();
    await expect(page.getByText("las preguntas de práctica y las lecturas de los niños están en inglés")).toBeVisible();
    await expect(page.getByRole("region", { name: "Opciones de cookies" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test("the sample question dialog is Spanish around an English question, and passes axe", async ({ page }) => {
    await page.goto("/es");
    await page.getByRole("button", { name: "Prueba una pregunta de ejemplo (en inglés)" }).click();
    const dialog = page.getByRole("dialog", { name: "Prueba una pregunta de ejemplo" });
    await expect(dialog.getByRole("button", { name: "Revisar mi respuesta" })).toBeVisible();
    await expect(dialog.getByText("Por ahora, las preguntas de práctica están en inglés.")).toBeVisible();
    await expect(dialog.getByText(/^\d\.º grado ·/)).toBeVisible();
    // The skill's name is in Spanish (app/i18n/skill-names/es.json): nothing in the line is marked English.
    await expect(dialog.getByText(/^\d\.º grado ·/).locator('[lang="en"]')).toHaveCount(0);
    await dialog.getByRole("button", { name: "Ver una pista" }).click();
    await expect(dialog.getByRole("listitem").first()).toContainText("Pista:");
    await expect(dialog.getByRole("listitem").first().locator('[lang="en"]')).toHaveCount(1);
    await expectNoAccessibilityViolations(page);
    const radios = dialog.getByRole("radio");
    if ((await radios.count()) > 0) await radios.first().check();
    else await dialog.getByRole("textbox").first().fill("7");
    await dialog.getByRole("button", { name: "Revisar mi respuesta" }).click();
    await expect(dialog.getByText(/^(¡Correcto!|Todavía no\.)$/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Prueba otra pregunta" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Empieza su plan para ponerse al día" })).toHaveAttribute(
      "href",
      /\/register$/,
    );
  });

  test("the switch moves to English and the choice is remembered", async ({ page }) => {
    await page.goto("/es/features");
    await page.getByRole("link", { name: "Read this page in English" }).first().click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/features`);
    expect((await headLinks(page)).lang).toBe("en");
    await expect(page.getByRole("link", { name: "Ver esta página en español" }).first()).toBeVisible();
    // The browser still prefers Spanish, but the visitor chose English: no more redirects.
    await page.goto("/");
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    expect((await headLinks(page)).lang).toBe("en");
  });
});

test.describe("a Spanish-speaking parent", () => {
  test("registers, gives consent, adds a child and gets Spanish e-mails", async ({ page, context }) => {
    // A whole journey with two e-mail round trips, a placement question and six axe runs.
    test.setTimeout(180_000);
    const email = uniqueEmail("familia");

    await page.goto("/es/register");
    expect((await headLinks(page)).lang).toBe("es");
    await expect(page.getByRole("heading", { name: "Empieza el plan de tu hijo para ponerse al día" })).toBeVisible();
    await page.getByRole("button", { name: "Crear mi cuenta" }).click();
    await expect(page.getByText("Escribe tu nombre.")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByLabel("Tu nombre").fill("María López");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel(/Acepto los/).check();
    await page.getByRole("button", { name: "Crear mi cuenta" }).click();
    await expect(page.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // The confirmation e-mail is in Spanish: subject, HTML part (lang="es") and text part.
    const verifyLink = await linkFromEmail(email);
    const verification = readOutbox().find((message) => message.to.includes(email));
    expect(verification?.subject).toBe("Confirma tu correo para Brightpath");
    expect(verification?.body).toContain('<html lang="es">');
    expect(verification?.body).toContain("Confirma tu correo");
    expect(verification?.body).toContain("El enlace funciona una sola vez, durante 15 minutos.");
    expect(queryE2eDatabase<{ language: string }>("select language from user where email = ?", email)).toEqual([
      { language: "es" },
    ]);

    // The e-mail's link opens a Spanish page too (a signed-out page follows the browser's language).
    await page.goto(verifyLink);
    expect((await headLinks(page)).lang).toBe("es");
    await expect(page.getByRole("heading", { name: "Confirma tu correo electrónico" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole("button", { name: "Confirmar mi correo" }).click();
    await expect(page).toHaveURL(/\/coppa-gate$/);
    expect((await headLinks(page)).lang).toBe("es");
    await expect(page.getByRole("heading", { name: "Tu consentimiento como padre, madre o tutor" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Qué datos recopilamos sobre tu hijo" })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.getByRole("button", { name: "Enviarme el correo de consentimiento" }).click();
    await expect(page.getByText(/Te enviamos el correo de consentimiento el/)).toBeVisible();
    // The newest e-mail with an account link is the consent e-mail.
    const consentLink = await linkFromEmail(email);
    expect(new URL(consentLink).searchParams.get("mode")).toBe("confirmConsent");
    const consentEmail = readOutbox().find(
      (message) => message.to.includes(email) && message.body.includes("mode=confirmConsent"),
    );
    expect(consentEmail?.subject).toBe("Tu consentimiento para la cuenta de Brightpath de tu hijo");
    expect(consentEmail?.body).toContain("Revisar y dar mi consentimiento");

    const mailTab = await context.newPage();
    await mailTab.goto(consentLink);
    await expect(mailTab.getByRole("heading", { name: "Da tu consentimiento" })).toBeVisible();
    await mailTab.getByRole("button", { name: "Doy mi consentimiento" }).click();
    await expect(mailTab.getByText(/Mañana te enviaremos un segundo correo/)).toBeVisible();
    // The consent records the Spanish notice's version.
    const [record] = queryE2eDatabase<{ noticeVersion: string }>(
      `select pc.noticeVersion from parentalConsent pc join user u on u.id = pc.parentUserId where u.email = ?`,
      email,
    );
    expect(record?.noticeVersion).toBe(noticeVersionFor("es"));

    await expect(page.getByRole("heading", { name: "Gracias: tu consentimiento quedó registrado" })).toBeVisible({
      timeout: 10_000,
    });
    await expectNoAccessibilityViolations(page);
    await page.getByRole("link", { name: "Ir a tu panel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tus hijos" })).toBeVisible();
    await page.getByRole("link", { name: "Agregar a tu primer hijo" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Agregar a un niño" })).toBeVisible();
    await page.getByRole("button", { name: "Agregar niño" }).click();
    await expect(page.getByText("Escribe el nombre o el apodo de tu hijo.")).toBeVisible();
    await expect(page.getByText("Elige al menos 3 intereses.")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByLabel("Nombre o apodo").fill("Lucía");
    await page.getByLabel("Grado", { exact: true }).selectOption({ label: "4.º grado" });
    for (const interest of ["Animales", "El espacio", "Música"]) await page.getByLabel(interest).check();
    await page.getByLabel("Lunes", { exact: true }).check(); // no day is ticked for the parent (issue 18)
    await page.getByRole("button", { name: "Agregar niño" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const card = page.getByRole("article", { name: "Lucía" });
    await expect(card).toBeVisible();
    await expect(card.getByText("4.º grado")).toBeVisible();
    await expect(card.getByText("Matemáticas y lectura")).toBeVisible();
    await expect(card.getByText("Juntos")).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // The placement check: Spanish around an English question (marked lang="en", and said so), and
    // an unusable answer is explained in Spanish.
    await card.getByRole("link", { name: "Empezar la evaluación inicial de matemáticas de Lucía" }).click();
    await expect(page.getByText("Por ahora, las preguntas de práctica y las lecturas están en inglés.")).toBeVisible();
    await page.getByRole("button", { name: "Empezar la evaluación" }).click();
    await expect(page.getByText("Por ahora, las preguntas están en inglés.")).toBeVisible();
    await expect(page.locator('main p[lang="en"]').first()).toBeVisible();
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(page.locator("#question-error")).toHaveText(/^Primero (escribe tu respuesta|elige una respuesta)\.$/);
    await expectNoAccessibilityViolations(page);

    // Settings are Spanish too; the co-parent invitation e-mail goes out in Spanish, and its
    // subject (with accents, so MIME encoded-words in the file) reads as Spanish.
    await page.goto("/settings/children");
    await expect(page.getByRole("heading", { level: 1, name: "Hijos" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Configuración" }).getByRole("link", { name: "Perfil" }),
    ).toBeVisible();
    const coParent = uniqueEmail("coparent");
    const inviteForm = page.locator('form:has(input[name="intent"][value="invite"])');
    await inviteForm.locator('input[name="email"]').fill(coParent);
    await inviteForm.locator('button[type="submit"]').click();
    await expect(page.getByText("La invitación va en camino.")).toBeVisible();
    const invitationLink = await linkFromEmail(coParent);
    expect(new URL(invitationLink).searchParams.get("mode")).toBe("acceptInvite");
    const invitation = readOutbox().find((message) => message.to.includes(coParent));
    expect(invitation?.subject).toBe("María López te invitó a su familia en Brightpath");
    expect(invitation?.body).toContain('<html lang="es">');
    expect(invitation?.body).toContain("Únete a la familia de María López en Brightpath");
    expect(invitation?.body).toContain("El enlace funciona una sola vez, durante 7 días.");
  });
});

test.describe("Spanish sign-in screens", () => {
  test("sign in, the e-mail link form, a forgotten password and a broken link, in Spanish", async ({ page }) => {
    await page.goto("/es/login");
    expect((await headLinks(page)).lang).toBe("es");
    await expect(page.getByRole("heading", { level: 1, name: "Qué gusto verte de nuevo" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByLabel("Correo electrónico").first().fill(uniqueEmail("nadie"));
    await page.getByLabel("Contraseña", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await expect(
      page.getByText("Ese correo y esa contraseña no coinciden con ninguna cuenta. Revísalos y vuelve a intentarlo."),
    ).toBeVisible({ timeout: 20_000 });
    const linkForm = page.getByRole("form", { name: "Iniciar sesión con un enlace por correo" });
    await linkForm.getByRole("button", { name: "Enviarme un enlace" }).click();
    await expect(linkForm.getByText("Escribe un correo electrónico válido, como nombre@ejemplo.com.")).toBeVisible();
    await expectNoAccessibilityViolations(page);
    // A sign-in link asked for on a Spanish page, for an address with no account yet, is Spanish too.
    const newcomer = uniqueEmail("recien");
    await linkForm.locator('input[name="email"]').fill(newcomer);
    await linkForm.getByRole("button", { name: "Enviarme un enlace" }).click();
    await linkFromEmail(newcomer);
    const signInLink = readOutbox().find((message) => message.to.includes(newcomer));
    expect(signInLink?.subject).toBe("Tu enlace para iniciar sesión en Brightpath");
    expect(signInLink?.body).toContain('<html lang="es">');

    // The forgotten-password link keeps the language.
    await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/es/forgot-password`);
    await expect(page.getByRole("heading", { level: 1, name: "¿Olvidaste tu contraseña?" })).toBeVisible();
    const nobody = uniqueEmail("olvido");
    await page.getByLabel("Correo electrónico").fill(nobody);
    await page.getByRole("button", { name: "Enviarme un enlace para restablecerla" }).click();
    await expect(page.getByText(`Si ${nobody} tiene una cuenta de Brightpath`)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole("link", { name: "Volver a iniciar sesión" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/es/login`);

    // A link with its token cut off says so in Spanish, with ways on.
    await page.goto("/auth/action?mode=resetPassword");
    expect((await headLinks(page)).lang).toBe("es");
    await expect(page.getByRole("heading", { name: "Este enlace está incompleto" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Restablecer mi contraseña" })).toHaveAttribute(
      "href",
      "/es/forgot-password",
    );
    await expectNoAccessibilityViolations(page);
  });
});

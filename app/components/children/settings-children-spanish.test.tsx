/**
 * Settings > Children in Spanish (issue 19): the family's parents, the co-parent invite form and a
 * child's item render their words from the catalogs, in the page's language.
 */
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { InLanguage } from "../../i18n/testing.tsx";
import type { Locale } from "../../i18n/locales.ts";
import type { ChildSummary } from "../../server/children/child-view.ts";
import { FamilyParentsSection } from "./family-parents-section.tsx";
import { SettingsChildItem } from "./settings-child-item.tsx";

/** Form and useNavigation need a router: a one-page memory router around the element. */
function render(element: React.ReactElement, locale: Locale) {
  const router = createMemoryRouter([{ path: "/settings/children", element }], {
    initialEntries: ["/settings/children"],
  });
  return renderToString(
    <InLanguage locale={locale}>
      <RouterProvider router={router} />
    </InLanguage>,
  );
}

const parents = [
  { userId: "u1", name: "Ana", email: "ana@example.com", role: "primary" as const },
  { userId: "u2", name: "Luis", email: "luis@example.com", role: "co-parent" as const },
];
const invitations = [{ id: "i1", email: "abuela@example.com", expiresAt: "2026-12-03T10:00:00.000Z" }];

const child = {
  id: "c1",
  displayName: "Mia",
  grade: 4,
  archived: true,
  subjects: ["math"],
  interests: ["space", "music"],
  involvement: "check-ins",
  schedule: { days: ["mon", "wed"], time: "16:30" },
} as unknown as ChildSummary;

describe("Settings > Children in Spanish", () => {
  it("shows the parents, the invitations and the invite form in Spanish, dates in Spanish", () => {
    const html = render(
      <FamilyParentsSection
        myUserId="u1"
        isPrimary
        parents={parents}
        invitations={invitations}
        removing={null}
        invite={{ status: "rate-limited", retryAfterSeconds: 600, email: "x@example.com" }}
      />,
      "es",
    );
    expect(html).toContain("Los padres de tu familia");
    expect(html).toContain("Ana (tú)");
    expect(html).toContain("Titular de la cuenta");
    expect(html).toContain("Quitar a Luis");
    expect(html).toContain("El enlace funciona hasta el 3 dic 2026.");
    expect(html).toMatch(/Cancelar<span class="sr-only"> la invitación a abuela@example.com<\/span>/);
    expect(html).toContain("Espera unos 10 minutos");
    expect(html).toContain("Su correo electrónico");
    expect(html).toContain("Enviar la invitación");
    expect(html).not.toMatch(/Invite a co-parent|Send invitation|\(you\)/);
  });

  it("keeps the English words on an English page", () => {
    const html = render(
      <FamilyParentsSection
        myUserId="u2"
        isPrimary={false}
        parents={parents}
        invitations={[]}
        removing={parents[1] ?? null}
        invite={null}
      />,
      "en",
    );
    expect(html).toContain("Luis (you)");
    expect(html).toContain("Leave this family?");
    expect(html).not.toContain("Invite a co-parent");
  });

  it("shows a child's item in Spanish, the name for screen readers on each button", () => {
    const html = render(
      <SettingsChildItem child={child} edit={null} confirmingDelete={false} onChange={() => {}} />,
      "es",
    );
    expect(html).toContain("4.º grado");
    expect(html).toContain("Archivado");
    expect(html).toMatch(/Editar<span class="sr-only"> a Mia<\/span>/);
    expect(html).toMatch(/Reactivar<span class="sr-only"> a Mia<\/span>/);
    expect(html).toMatch(/Eliminar<span class="sr-only"> a Mia<\/span>/);
    const deleting = render(<SettingsChildItem child={child} edit={null} confirmingDelete onChange={() => {}} />, "es");
    expect(deleting).toContain("¿Eliminar los datos de Mia para siempre?");
    expect(deleting).toContain("Sí, eliminar los datos de Mia");
  });
});

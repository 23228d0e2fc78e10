import type { Page } from "playwright-core";
import { COURSES } from "../../../content/courses.ts";
import { GetCourseByIdDocument } from "../../../app/graphql/generated.ts";
import { CoursesInFullDocument, type CoursesInFullQuery } from "../../graphql/generated.ts";
import { apiClient } from "../site/api-client.ts";

/** A Vakschool course as the public API gives it (docs/product.md §7), with everything the pages show. */
export type ApiCourse = CoursesInFullQuery["allCourses"]["nodes"][number];

/** Every public course, in the API's order, the way any API client reads them. */
export async function fetchCourses(baseUrl: string, ip = "10.60.255.1"): Promise<ApiCourse[]> {
  const { allCourses } = await apiClient(baseUrl, { ip })(CoursesInFullDocument);
  return allCourses.nodes;
}

export async function fetchCourse(baseUrl: string, id: string, ip = "10.60.255.2"): Promise<ApiCourse> {
  const { courseById } = await apiClient(baseUrl, { ip })(GetCourseByIdDocument, { courseId: id });
  if (!courseById) throw new Error(`cursus ${id} bestaat niet`);
  return courseById;
}

/** The titles of the demo's draft courses, which the site must never show. */
export const DRAFT_TITLES = COURSES.filter((course) => course.status === "DRAFT").map((course) => course.title);

/** The Dutch messages of the course form (docs/product.md §5). */
export const MESSAGE = {
  required: "Dit veld is verplicht",
  minLength: "Minimaal 2 karakters vereist",
  email: "Voer een geldig e-mailadres in",
  phone: "Voer een geldig telefoonnummer in",
  privacy: "Je moet akkoord gaan om je aan te melden",
} as const;

export const SUCCESS_TITLE = "Aanmelding succesvol";
export const SUCCESS_TEXT = "Bedankt voor je aanmelding! Je ontvangt binnen 24 uur een bevestiging per e-mail.";
export const FAILURE_TITLE = "Er is een fout opgetreden";

/** The labels of the text fields, in the form's order. */
export const TEXT_FIELDS = [
  "Voornaam",
  "Achternaam",
  "E-mailadres",
  "Telefoonnummer",
  "Organisatie",
  "Functie (optioneel)",
] as const;
export type TextFieldLabel = (typeof TEXT_FIELDS)[number];

export type Participant = Record<TextFieldLabel, string>;

/** A participant with valid details and an address of its own. */
export function participant(email: string, overrides: Partial<Participant> = {}): Participant {
  return {
    Voornaam: "Femke",
    Achternaam: "de Boer",
    "E-mailadres": email,
    Telefoonnummer: "0612345678",
    Organisatie: "FPC De Waterlinie",
    "Functie (optioneel)": "Sociotherapeut",
    ...overrides,
  };
}

export const enrollmentForm = (page: Page) => page.getByRole("form", { name: "Aanmeldformulier" });
export const privacyCheckbox = (page: Page) => page.getByRole("checkbox", { name: /^Ik ga akkoord/ });
export const submitButton = (page: Page) => page.getByRole("button", { name: "Aanmelding versturen" });
export const field = (page: Page, label: TextFieldLabel) => page.getByLabel(label, { exact: true });

/** Types the details and ticks the privacy agreement, the way a visitor does. */
export async function fillEnrollmentForm(page: Page, details: Participant, agree = true): Promise<void> {
  for (const label of TEXT_FIELDS) await field(page, label).fill(details[label]);
  if (agree) await privacyCheckbox(page).check();
}

/** What the form says under each field now: label → message, only for fields that show one. */
export async function shownErrors(page: Page): Promise<Record<string, string>> {
  return enrollmentForm(page)
    .locator("[aria-invalid='true']")
    .evaluateAll((inputs) =>
      Object.fromEntries(
        inputs.map((input) => {
          const label =
            input.id === "cursus-privacyAgreement"
              ? "privacy"
              : (document.querySelector(`label[for="${input.id}"]`)?.textContent ?? "");
          const errorId = (input.getAttribute("aria-describedby") ?? "").split(" ").find((id) => id.endsWith("-fout"));
          const message = errorId ? document.getElementById(errorId)?.textContent?.replace(/^Fout: /, "") : undefined;
          return [label, message ?? "(geen melding gekoppeld)"];
        }),
      ),
    );
}

/** The value after a label in the panel 'Cursusinformatie' ('Start', 'Einde', 'Locatie', 'Plaatsen'). */
export function courseInfo(page: Page, label: string) {
  return page
    .getByRole("region", { name: "Cursusinformatie" })
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

/** Hands out a distinct IP per visitor of a test file, within the file's own range. */
export function visitorIps(prefix: string): () => string {
  let next = 0;
  return () => {
    next++;
    return `${prefix}.${Math.floor(next / 250)}.${(next % 250) + 1}`;
  };
}

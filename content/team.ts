/**
 * The board shown on the About page ('De drijvende krachten'). The list is fixed content;
 * the people are invented and their portraits are abstract illustrations from scripts/make-demo-images.ts.
 */
export type TeamMember = { name: string; role: string; email: string; imageUrl: string; linkedIn: string };

const EMAIL_DOMAIN = "forensischforum.example.org";

function member(name: string, role: string): TeamMember {
  const slug = name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return {
    name,
    role,
    email: `${slug.replaceAll("-", ".")}@${EMAIL_DOMAIN}`,
    imageUrl: `/assets/team/${slug}.webp`,
    linkedIn: `https://www.linkedin.com/in/${slug}-example`,
  };
}

export const TEAM: TeamMember[] = [
  member("Hester Oosterbeek", "Voorzitter"),
  member("Daan Wildeboer", "Secretaris"),
  member("Ingrid Talsma", "Penningmeester"),
  member("Youssef El Bouazzati", "Algemeen bestuurslid"),
  member("Femke Rijnsburger", "PR en communicatie"),
  member("Ruben Stellingwerf", "Bestuurslid en contactpersoon"),
];

/** The file name of a member's portrait, derived from imageUrl so the two cannot drift apart. */
export function teamImageSlug(member: TeamMember): string {
  return member.imageUrl.replace(/^\/assets\/team\//, "").replace(/\.webp$/, "");
}

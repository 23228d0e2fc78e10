import type { AboutPageFieldsFragment } from "../../graphql/generated.ts";
import { EmailLink } from "../EmailLink.tsx";
import { headingStyles } from "../../lib/styles.ts";
import { Container } from "../Container.tsx";

type TeamContent = Pick<AboutPageFieldsFragment, "boardTitle" | "boardIntro" | "boardMembers">;
type TeamMember = TeamContent["boardMembers"][number];

/** 'De drijvende krachten': the board members, in the order the About page's content gives them. */
export function TeamSection({ content }: { content: TeamContent }) {
  return (
    <section aria-labelledby="team" className="py-14 sm:py-20">
      <Container>
        <h2 id="team" className={headingStyles.section}>
          {content.boardTitle}
        </h2>
        {content.boardIntro && <p className="mt-4 max-w-3xl text-lg text-slate-700">{content.boardIntro}</p>}
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.boardMembers.map((member, index) => (
            <li key={`${index}-${member.name}`}>
              <TeamMemberCard member={member} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full items-center gap-4 rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:gap-5 sm:p-5">
      {/* Portraits are 400 x 400 WebP (the library's PORTRAIT kind, or the demo's under /assets/team). */}
      {member.portraitUrl ? (
        <img
          src={member.portraitUrl}
          alt={member.portraitAlt ?? ""}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          className="size-24 shrink-0 rounded-full bg-brand-50 object-cover sm:size-28"
        />
      ) : (
        <span aria-hidden="true" className="size-24 shrink-0 rounded-full bg-brand-50 sm:size-28" />
      )}
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-brand-900">{member.name}</h3>
        <p className="text-slate-700">{member.role}</p>
        {member.email && (
          <p className="mt-1">
            <EmailLink
              address={member.email}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            />
          </p>
        )}
        {member.linkedInUrl && <LinkedInLink name={member.name} url={member.linkedInUrl} />}
      </div>
    </article>
  );
}

function LinkedInLink({ name, url }: { name: string; url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      // aria-label, not a hidden span after 'LinkedIn': Chrome would read that span as a separate block,
      // giving the name 'LinkedIn -profiel van ...'.
      aria-label={`LinkedIn-profiel van ${name} (opent in een nieuw tabblad)`}
      className="mt-2 inline-flex min-h-6 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
        <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.06 3.77-2.06 4.03 0 4.77 2.65 4.77 6.1V21h-4v-5.2c0-1.24-.02-2.84-1.73-2.84-1.73 0-2 1.35-2 2.75V21h-4V9.5Z" />
      </svg>
      <span>
        LinkedIn<span aria-hidden="true"> ↗</span>
      </span>
    </a>
  );
}

import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("over-ons", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("vrienden", "routes/friends.tsx"),
  route("vacatures", "routes/vacancies.tsx"),
  route("evenementen", "routes/events.tsx"),
  route("overige-evenementen", "routes/other-events.tsx"),
  route("evenementen/:id", "routes/event-detail.tsx"),
  route("evenementen/:id/aanmelden", "routes/ticket-purchase.tsx"),
  route("evenementen/:id/aanmelden-voltooid", "routes/ticket-purchase-complete.tsx"),
  route("workshops/aanmelden", "routes/workshop-signup.tsx"),
  route("vakschool", "routes/courses.tsx"),
  route("vakschool/:id", "routes/course-detail.tsx"),
  route("vakschool/afmelden/:token", "routes/course-cancel.tsx"),
  // Old addresses of the course overview (spec §2), moved permanently.
  route("courses", "routes/redirect-to-vakschool.tsx", { id: "redirect-courses" }),
  route("forensische-vakschool", "routes/redirect-to-vakschool.tsx", { id: "redirect-forensische-vakschool" }),
  // Placeholders for the legal pages the footer links to.
  route("privacy", "routes/legal.tsx", { id: "legal-privacy" }),
  route("algemene-voorwaarden", "routes/legal.tsx", { id: "legal-terms" }),
  route("cookieverklaring", "routes/legal.tsx", { id: "legal-cookies" }),
  // The back office (issue 14): its own frame and entrance, not linked from the public site. The layout signs in.
  route("beheer/inloggen", "routes/beheer/sign-in.tsx"),
  route("beheer/inloggen/link", "routes/beheer/sign-in-link.tsx"),
  route("beheer/uitloggen", "routes/beheer/sign-out.tsx"),
  layout("routes/beheer/layout.tsx", [
    route("beheer", "routes/beheer/dashboard.tsx"),
    route("beheer/account", "routes/beheer/account.tsx"),
    route("beheer/medewerkers", "routes/beheer/staff-members.tsx"),
    route("beheer/medewerkers/nieuw", "routes/beheer/staff-member-new.tsx"),
    route("beheer/medewerkers/:id", "routes/beheer/staff-member-edit.tsx"),
    route("beheer/logboek", "routes/beheer/audit-log.tsx"),
    route("beheer/evenementen", "routes/beheer/events.tsx"),
    route("beheer/evenementen/nieuw", "routes/beheer/event-new.tsx"),
    route("beheer/evenementen/:id", "routes/beheer/event-edit.tsx"),
    route("beheer/evenementen/:id/kopieren", "routes/beheer/event-duplicate.tsx"),
    route("beheer/evenementen/:id/annuleren", "routes/beheer/event-cancel.tsx"),
    route("beheer/evenementen/:id/tickets/nieuw", "routes/beheer/ticket-type-new.tsx"),
    route("beheer/evenementen/:id/tickets/:ticketTypeId", "routes/beheer/ticket-type-edit.tsx"),
    route("beheer/evenementen/:id/tickets/:ticketTypeId/verwijderen", "routes/beheer/ticket-type-delete.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Every path no other route claims: the Dutch 404 page, answered with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

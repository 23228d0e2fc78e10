/**
 * Everything the site holds about one address (decision 0024), grouped by kind, in Dutch. Used by the visitor's own
 * page (/mijn-gegevens/:token) and reusable for the back office answering a request by post or phone.
 */
import { formatDate, formatTimeRange } from "../../../common/format/dates.ts";
import { registrationNumberLine } from "../registration-numbers/registration-number-lines.ts";
import { formatEuros } from "../../../common/format/money.ts";
import type { PersonalDataFieldsFragment } from "../../graphql/generated.ts";
import { textLinkStyle } from "../../lib/styles.ts";
import { labelOf } from "./labels.ts";
import { type Fact, Facts, frame, Group, Item, SubList, when } from "./parts.tsx";

export type PersonalData = PersonalDataFieldsFragment;
type Order = PersonalData["orders"][number];
type Ticket = Order["tickets"][number];

export function PersonalDataOverview({ data }: { data: PersonalData }) {
  return (
    <div>
      <p className="text-slate-800">
        Overzicht van <strong>{data.email}</strong>, gemaakt op {when(data.generatedAt)}.
      </p>
      <Orders orders={data.orders} />
      <HeldTickets tickets={data.heldTickets} />
      <Workshops data={data} />
      <Courses data={data} />
      <Certificates certificates={data.certificates} />
      <Mails mails={data.mails} />
      {data.staffAccounts.length > 0 && <StaffAccounts accounts={data.staffAccounts} />}
    </div>
  );
}

function Orders({ orders }: { orders: PersonalData["orders"] }) {
  return (
    <Group title="Bestellingen" count={orders.length}>
      {orders.map((order, index) => (
        <Item key={index} title={`${order.event.title} (${frame(order.event)})`}>
          <Facts
            facts={[
              ["Besteld op", when(order.purchasedAt)],
              ["Status", labelOf("order", order.status)],
              ["Betaalwijze", labelOf("method", order.paymentMethod)],
              ["Totaal", formatEuros(order.totalCents)],
              ["Naam", `${order.buyer.firstName} ${order.buyer.lastName}`],
              ["E-mailadres", order.buyer.email],
              ["Telefoonnummer", order.buyer.phoneNumber],
              [
                "Adres",
                `${order.buyer.address}, ${order.buyer.postalCode} ${order.buyer.city}, ${order.buyer.country}`,
              ],
              ["Geannuleerd op", when(order.canceledAt)],
              ["Algemene voorwaarden", order.acceptedTerms?.name ?? null],
            ]}
          />
          <SubList
            title="Regels"
            items={order.lines.map(
              (line) => `${line.quantity} × ${line.description} à ${formatEuros(line.unitPriceCents)}`,
            )}
          />
          <SubList
            title="Betalingen"
            items={order.payments.map(
              (payment) =>
                `${formatEuros(payment.amountCents)} via ${labelOf("method", payment.method)}: ${labelOf("payment", payment.status)} (${when(payment.createdAt)})`,
            )}
          />
          <SubList
            title="Terugbetalingen"
            items={order.refunds.map(
              (refund) =>
                `${formatEuros(refund.amountCents)}: ${labelOf("refund", refund.status)} (${when(refund.createdAt)})`,
            )}
          />
          <SubList
            title="Facturen"
            items={order.invoices.map(
              (invoice) =>
                `${labelOf("invoice", invoice.kind)} ${invoice.number}${invoice.creditFor ? ` (bij ${invoice.creditFor})` : ""} van ${formatDate(invoice.issuedAt)}: ${formatEuros(invoice.totalCents)}` +
                invoice.payments
                  .map((paid) => `; ${formatEuros(paid.amountCents)} ontvangen op ${formatDate(paid.paidOn)}`)
                  .join(""),
            )}
          />
          <SubList title="Je tickets" items={order.tickets.map(ticketLine)} />
          <SubList
            title="Tickets die je voor anderen kocht"
            items={order.ticketsForOthers.map(
              (ticket) => `${ticket.code} (${ticket.ticketType})${ticket.canceledAt ? ", geannuleerd" : ""}`,
            )}
          />
        </Item>
      ))}
    </Group>
  );
}

function ticketLine(
  ticket: Pick<Ticket, "code" | "ticketType" | "canceledAt" | "workshopChoices" | "registrationNumbers" | "checkIns">,
): string {
  const parts = [`${ticket.code} (${ticket.ticketType})`];
  if (ticket.canceledAt) parts.push(`geannuleerd op ${when(ticket.canceledAt)}`);
  for (const choice of ticket.workshopChoices)
    parts.push(`workshop ${choice.workshop} (${formatTimeRange(choice.slotStartsAt, choice.slotEndsAt)})`);
  for (const line of registrationNumberLines(ticket.registrationNumbers)) parts.push(line);
  for (const scan of ticket.checkIns)
    parts.push(`${labelOf("place", scan.place).toLowerCase()} aangemeld op ${when(scan.checkedInAt)}`);
  return parts.join("; ");
}

/** 'registratienummer BIG-register: 12345678901', one per register. */
function registrationNumberLines(numbers: Ticket["registrationNumbers"]): string[] {
  return numbers.map((entry) => `registratienummer ${registrationNumberLine(entry)}`);
}

function HeldTickets({ tickets }: { tickets: PersonalData["heldTickets"] }) {
  return (
    <Group title="Tickets op jouw naam" count={tickets.length}>
      {tickets.map((ticket) => (
        <Item key={ticket.code} title={`${ticket.event.title} (${frame(ticket.event)})`}>
          <Facts facts={[["Naam op het ticket", ticket.holderName]]} />
          <SubList title="Ticket" items={[ticketLine(ticket)]} />
        </Item>
      ))}
    </Group>
  );
}

function Workshops({ data }: { data: PersonalData }) {
  const count = data.workshopRegistrations.length + data.workshopWaitlistEntries.length;
  return (
    <Group title="Workshops" count={count}>
      {data.workshopRegistrations.map((row, index) => (
        <Item key={`r${index}`} title={`${row.workshop}: ${row.event.title}`}>
          <Facts
            facts={[
              ["Tijd", formatTimeRange(row.slotStartsAt, row.slotEndsAt)],
              ["Naam", `${row.firstName} ${row.lastName}`],
              ["Ticketcode", row.ticketCode],
              ["Gekozen op", when(row.registeredAt)],
            ]}
          />
        </Item>
      ))}
      {data.workshopWaitlistEntries.map((row, index) => (
        <Item key={`w${index}`} title={`Wachtlijst ${row.workshop}: ${row.event.title}`}>
          <Facts
            facts={[
              ["Naam", `${row.firstName} ${row.lastName}`],
              ["Status", labelOf("workshopWaitlist", row.status)],
              ["Op de lijst sinds", when(row.joinedAt)],
              ["Beëindigd op", when(row.endedAt)],
            ]}
          />
        </Item>
      ))}
    </Group>
  );
}

function Courses({ data }: { data: PersonalData }) {
  const count = data.courseEnrollments.length + data.courseWaitlistEntries.length;
  const person = (
    row: PersonalData["courseEnrollments"][number] | PersonalData["courseWaitlistEntries"][number],
    statusKind: "enrollment" | "courseWaitlist",
  ): Fact[] => [
    ["Naam", `${row.firstName} ${row.lastName}`],
    ["Telefoonnummer", row.phoneNumber],
    ["Organisatie", row.organization],
    ["Functie", row.function],
    ["Status", labelOf(statusKind, row.status)],
  ];
  return (
    <Group title="Vakschool" count={count}>
      {data.courseEnrollments.map((row, index) => (
        <Item key={`e${index}`} title={`Inschrijving: ${row.course.title} (${frame(row.course)})`}>
          <Facts
            facts={[
              ...person(row, "enrollment"),
              ["Ingeschreven op", when(row.enrolledAt)],
              ["Afgemeld op", when(row.canceledAt)],
              ["Algemene voorwaarden", row.acceptedTerms?.name ?? null],
            ]}
          />
          <SubList title="Registratienummers" items={registrationNumberLines(row.registrationNumbers)} />
          <SubList title="Aanwezig" items={row.checkIns.map((scan) => `Aangemeld op ${when(scan.checkedInAt)}`)} />
        </Item>
      ))}
      {data.courseWaitlistEntries.map((row, index) => (
        <Item key={`w${index}`} title={`Wachtlijst: ${row.course.title} (${frame(row.course)})`}>
          <Facts
            facts={[
              ...person(row, "courseWaitlist"),
              ["Op de lijst sinds", when(row.joinedAt)],
              ["Aanbod geldig tot", when(row.offerExpiresAt)],
              ["Beëindigd op", when(row.endedAt)],
            ]}
          />
        </Item>
      ))}
    </Group>
  );
}

function Certificates({ certificates }: { certificates: PersonalData["certificates"] }) {
  return (
    <Group title="Certificaten" count={certificates.length}>
      {certificates.map((row) => (
        <Item key={row.code} title={`${row.subject.title} (${frame(row.subject)})`}>
          <Facts
            facts={[
              ["Naam", `${row.firstName} ${row.lastName}`],
              ["Verificatiecode", row.code],
              ["Uren en punten", `${row.hours} uur, ${row.points} punten`],
              ["Registers", row.registers.join(", ")],
              ["Accreditatienummer", row.accreditationNumber],
              ["Uitgegeven op", when(row.issuedAt)],
              ["Opnieuw uitgegeven op", when(row.reissuedAt)],
            ]}
          />
          <SubList
            title="Registratienummers op het certificaat"
            items={row.registrationNumbers.map((entry) => `${entry.registerName}: ${entry.number}`)}
          />
          {/* A file, not a page: a plain link that downloads, as the JSON download of this page. */}
          <p className="mt-3">
            <a href={row.pdfPath} download type="application/pdf" className={`inline-block py-1 ${textLinkStyle}`}>
              Download het certificaat (PDF)
            </a>
          </p>
        </Item>
      ))}
    </Group>
  );
}

function Mails({ mails }: { mails: PersonalData["mails"] }) {
  return (
    <Group title="E-mails aan dit adres" count={mails.length}>
      <ul className="list-disc space-y-1 pl-6 text-slate-900">
        {mails.map((mail, index) => (
          <li key={index}>
            {when(mail.createdAt)}: {mail.subject} ({labelOf("mail", mail.status).toLowerCase()})
          </li>
        ))}
      </ul>
    </Group>
  );
}

function StaffAccounts({ accounts }: { accounts: PersonalData["staffAccounts"] }) {
  return (
    <Group title="Account in de beheeromgeving" count={accounts.length}>
      {accounts.map((account, index) => (
        <Item key={index} title={account.name}>
          <Facts
            facts={[
              ["Rollen", account.roles.join(", ")],
              ["Actief", account.active ? "Ja" : "Nee"],
              ["Aangemaakt op", when(account.createdAt)],
            ]}
          />
        </Item>
      ))}
    </Group>
  );
}

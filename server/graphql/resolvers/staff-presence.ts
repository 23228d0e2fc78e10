import { listAccreditedActivities } from "../../domain/presence/accredited-activities.ts";
import { readPresenceList, type PresenceList } from "../../domain/presence/presence-list.ts";
import { reportPresence } from "../../domain/presence/report-presence.ts";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers-types.ts";

/** The presence list as the contract gives it; the rules live in server/domain/presence/. */
function presenceView(list: PresenceList) {
  const { subject, accreditation, rows, lastReportedLines: _lines, ...rest } = list;
  return {
    ...rest,
    subjectKind: subject.kind,
    subjectId: subject.id,
    subjectTitle: subject.title,
    startsAt: subject.startsAt,
    endsAt: subject.endsAt,
    accreditationNumber: accreditation.accreditationNumber,
    registers: list.registers.map(({ code, name }) => ({ code, name })),
    rows: rows.map((row) => ({ ...row, number: row.number! })),
  };
}

export const staffPresenceQueries: Pick<QueryResolvers, "presenceList" | "accreditedActivities"> = {
  accreditedActivities: (_parent, _args, { deps }) => listAccreditedActivities(deps),
  presenceList: async (_parent, { input }, { deps }) =>
    presenceView(await readPresenceList(deps, { subject: input.subject, registerCode: input.registerCode ?? null })),
};

export const staffPresenceMutations: Pick<MutationResolvers, "reportPresence"> = {
  reportPresence: async (_parent, { input }, { deps }) => presenceView(await reportPresence(deps, input)),
};

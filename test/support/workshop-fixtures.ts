/**
 * What the workshop sign-up tests read back and the GraphQL operations they send; the forum with its workshops and
 * tickets comes from ./factories/workshops.ts.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../server/db/client.ts";
import { mailOutbox, workshopRegistrations, workshops } from "../../server/db/schema/index.ts";

export async function registeredCount(db: DbOrTx, workshopId: string): Promise<number> {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, workshopId));
  return row!.registeredCount;
}

export async function registrationsOf(db: DbOrTx, workshopId: string) {
  return db.select().from(workshopRegistrations).where(eq(workshopRegistrations.workshopId, workshopId));
}

export async function workshopChoiceMails(db: DbOrTx) {
  const mails = await db.select().from(mailOutbox);
  return mails.filter((mail) => mail.dedupeKey?.startsWith("workshop-choice:"));
}

export const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterAttendeeInput!) {
    registerAttendee(input: $input) {
      workshop {
        id
        currentCapacity
        maxCapacity
        room
      }
    }
  }
`;

export const UNREGISTER = /* GraphQL */ `
  mutation Unregister($input: UnregisterAttendeeInput!) {
    unregisterAttendee(input: $input) {
      workshop {
        id
        currentCapacity
      }
    }
  }
`;

export const JOIN_WAITLIST = /* GraphQL */ `
  mutation JoinWaitlist($input: JoinWorkshopWaitlistInput!) {
    joinWorkshopWaitlist(input: $input) {
      entry {
        workshopId
        position
      }
    }
  }
`;

export const LEAVE_WAITLIST = /* GraphQL */ `
  mutation LeaveWaitlist($input: LeaveWorkshopWaitlistInput!) {
    leaveWorkshopWaitlist(input: $input) {
      workshop {
        id
      }
    }
  }
`;

export const LOOKUP = /* GraphQL */ `
  query Lookup($token: String!) {
    workshopsByRegistrationToken(token: $token) {
      isValid
      registeredWorkshops {
        id
      }
    }
  }
`;

export type AttendeeData = {
  registerAttendee?: { workshop: { id: string; currentCapacity: number; maxCapacity: number; room: string } };
  unregisterAttendee?: { workshop: { id: string; currentCapacity: number } };
};

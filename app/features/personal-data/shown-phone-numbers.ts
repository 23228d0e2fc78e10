/**
 * The overview's phone numbers as every page shows them (`06 12345678`, decision 0016), not as stored (E.164). Run in
 * the loaders and actions, on the server, so the phone library stays out of the page's JavaScript; the JSON download
 * keeps the stored form.
 */
import { formatPhoneNumber } from "../../../common/validation/phone.ts";
import type { PersonalData } from "./PersonalDataOverview.tsx";

const shown = <Row extends { phoneNumber: string }>(row: Row): Row => ({
  ...row,
  phoneNumber: formatPhoneNumber(row.phoneNumber),
});

export function withShownPhoneNumbers(data: PersonalData): PersonalData {
  return {
    ...data,
    orders: data.orders.map((order) => ({ ...order, buyer: shown(order.buyer) })),
    courseEnrollments: data.courseEnrollments.map(shown),
    courseWaitlistEntries: data.courseWaitlistEntries.map(shown),
  };
}

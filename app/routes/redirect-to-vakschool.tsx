import { redirect } from "react-router";

/** /courses and /forensische-vakschool are old addresses of the course overview (spec §2): moved permanently. */
export function loader() {
  return redirect("/vakschool", 301);
}

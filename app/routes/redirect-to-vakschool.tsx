import { redirect } from "react-router";
import { SITE_PATHS } from "../../common/site-paths.ts";

/** /courses and /forensische-vakschool are old addresses of the course overview: moved permanently. */
export function loader() {
  return redirect(SITE_PATHS.courses, 301);
}

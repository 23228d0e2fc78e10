/**
 * The Vakschool pages mails and calendar files link to (common/site-paths.ts). The cancel token is the secret of
 * the link; whoever has it can give the place back.
 */
import { courseCancelPath, coursePath } from "../../common/site-paths.ts";

export function courseUrl(publicUrl: string, courseId: string): string {
  return `${publicUrl}${coursePath(courseId)}`;
}

export function courseCancelUrl(publicUrl: string, cancelToken: string): string {
  return `${publicUrl}${courseCancelPath(cancelToken)}`;
}

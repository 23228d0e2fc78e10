/**
 * The Vakschool pages mails and calendar files link to (app/routes.ts: vakschool/:id and
 * vakschool/afmelden/:token). The cancel token is the secret of the link; whoever has it can give the place back.
 */
export function courseUrl(publicUrl: string, courseId: string): string {
  return `${publicUrl}/vakschool/${encodeURIComponent(courseId)}`;
}

export function courseCancelUrl(publicUrl: string, cancelToken: string): string {
  return `${publicUrl}/vakschool/afmelden/${encodeURIComponent(cancelToken)}`;
}

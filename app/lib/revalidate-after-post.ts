import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For pages whose form takes places (tickets, course places): reload the page's data after every submit, also
 * after an error answer (React Router skips that by default), so the places left shown are current.
 */
export function revalidateAfterPost({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}

import { data, type RouterContextProvider } from "react-router";
import { RequestPersonalDataLinkDocument } from "../../graphql/generated.ts";
import { apiErrorInit } from "../../lib/api-errors.ts";
import { ApiError, runOperation } from "../../lib/app-services.ts";
import { formText } from "../../lib/form-data.ts";
import { REQUEST_LINK_INTENT, type LinkRequestOutcome } from "./RequestLinkForm.tsx";

/** The request form's post, shared by /mijn-gegevens and an expired link's page. */
export async function requestLinkAction(context: Readonly<RouterContextProvider>, form: FormData) {
  const email = formText(form, "email");
  try {
    const { requestPersonalDataLink } = await runOperation(context, RequestPersonalDataLinkDocument, {
      input: { email },
    });
    return data<LinkRequestOutcome>({
      intent: REQUEST_LINK_INTENT,
      outcome: "sent",
      message: requestPersonalDataLink.message,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fieldError = error.fieldErrors.email;
    return data<LinkRequestOutcome>(
      {
        intent: REQUEST_LINK_INTENT,
        outcome: "failed",
        email,
        message: error.message,
        ...(fieldError ? { fieldError } : {}),
      },
      apiErrorInit(error),
    );
  }
}

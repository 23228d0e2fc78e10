import { Form, useFetcher, type RouterContextProvider } from "react-router";
import type { FormEvent } from "react";
import { ErrorBox } from "../../../components/ErrorBox.tsx";
import { MyPasskeysDocument, type MyPasskeysQuery } from "../../../graphql/generated.ts";
import { buttonStyles, headingStyles } from "../../../lib/styles.ts";
import { formatInAmsterdam } from "../../../../common/format/dates.ts";
import { STAFF_PATHS } from "../../../../common/site-paths.ts";
import { PASSKEY_NAME_MAX_LENGTH } from "../../../../common/validation/staff-passkeys.ts";
import { StaffTextField } from "../fields.tsx";
import { runStaffOperation, type StaffViewer } from "../staff-access.ts";
import type { RemovalAnswer } from "./ceremony-action.ts";
import { PasskeyCheckStep } from "./PasskeyCheckStep.tsx";
import { usePasskeyCeremony, type CeremonyAnswer } from "./use-passkey-ceremony.ts";

type Passkey = MyPasskeysQuery["myPasskeys"][number];

/** For the account page's loader: the signed-in person's passkeys. */
export async function loadMyPasskeys(context: Readonly<RouterContextProvider>, request: Request) {
  const { myPasskeys } = await runStaffOperation(context, request, MyPasskeysDocument, {});
  return { passkeys: myPasskeys };
}

const moment = (value: string) => formatInAmsterdam(value, "d MMMM yyyy 'om' HH:mm");

/**
 * 'Passkeys' on the account page (decision 0039): the person's passkeys, each with its name, when it was added and
 * last used, and 'Verwijderen'; and a form to add one, which opens the browser's passkey dialog.
 */
export function PasskeysSection({ passkeys, viewer }: { passkeys: readonly Passkey[]; viewer: StaffViewer }) {
  return (
    <section aria-labelledby="passkeys" className="mt-10 rounded-lg border border-slate-300 bg-white p-6">
      <h2 id="passkeys" className={headingStyles.card}>
        Passkeys
      </h2>
      <p className="mt-2 text-slate-700">
        Met een passkey log je in met je vingerafdruk, gezicht of pincode, zonder e-mail.
        {viewer.passkeyRequired && " Voor jouw rol is een passkey verplicht."}
      </p>
      {passkeys.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} removable={!viewer.passkeyRecovery} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 font-semibold">Je hebt nog geen passkey.</p>
      )}
      <AddPasskeyForm />
    </section>
  );
}

function PasskeyItem({ passkey, removable }: { passkey: Passkey; removable: boolean }) {
  // A fetcher, so a refusal for a stale passkey check comes back here and the step can post the removal again.
  const removal = useFetcher<RemovalAnswer | CeremonyAnswer>();
  const sending = removal.state !== "idle";
  const fields = { intent: "remove", passkey: passkey.id };
  const retry = () => void removal.submit(fields, { method: "post", action: STAFF_PATHS.accountPasskeys });
  return (
    <li className="flex flex-wrap items-start justify-between gap-4 rounded-md border border-slate-200 p-4">
      <div>
        <p className="font-semibold">{passkey.name}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-slate-700">
          <dt>Toegevoegd</dt>
          <dd>{moment(passkey.createdAt)}</dd>
          <dt>Laatst gebruikt</dt>
          <dd>{passkey.lastUsedAt ? moment(passkey.lastUsedAt) : "Nog niet"}</dd>
        </dl>
      </div>
      {removable && (
        <removal.Form method="post" action={STAFF_PATHS.accountPasskeys}>
          <input type="hidden" name="intent" value={fields.intent} />
          <input type="hidden" name="passkey" value={fields.passkey} />
          <button type="submit" className={buttonStyles.secondary} disabled={sending}>
            Verwijderen<span className="sr-only"> (passkey {passkey.name})</span>
          </button>
        </removal.Form>
      )}
      {removal.data?.step === "check" && (
        <div className="w-full">
          <PasskeyCheckStep onConfirmed={retry} />
        </div>
      )}
      {removal.data?.step === "failed" && (
        <div className="w-full">
          <ErrorBox title="De passkey is niet verwijderd">{removal.data.message}</ErrorBox>
        </div>
      )}
    </li>
  );
}

function AddPasskeyForm() {
  const ceremony = usePasskeyCeremony(STAFF_PATHS.accountPasskeys, "register");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = new FormData(event.currentTarget).get("name");
    ceremony.begin({ name: typeof name === "string" ? name : "" });
  };
  // Without JavaScript the form posts intent 'zonder-js', which the action answers with why it needs it.
  return (
    <Form method="post" action={STAFF_PATHS.accountPasskeys} onSubmit={submit} className="mt-6 space-y-4">
      <input type="hidden" name="intent" value="zonder-js" />
      {ceremony.problem && <ErrorBox title="De passkey is niet toegevoegd">{ceremony.problem}</ErrorBox>}
      <StaffTextField
        name="name"
        label="Naam van de nieuwe passkey"
        hint="Bijvoorbeeld 'Laptop werk' of 'Telefoon', zodat je ze later uit elkaar houdt."
        defaultValue=""
        maxLength={PASSKEY_NAME_MAX_LENGTH}
      />
      <button type="submit" disabled={ceremony.busy} className={buttonStyles.primary}>
        {ceremony.busy ? "Bezig met toevoegen..." : "Passkey toevoegen"}
      </button>
    </Form>
  );
}

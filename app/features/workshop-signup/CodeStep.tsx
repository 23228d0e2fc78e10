import { Form } from "react-router";
import { hintStyle, inputBorder, inputStyle, labelStyle } from "../../components/form/form-styles.ts";
import { buttonStyles } from "../../lib/styles.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { fieldIds } from "./signup-view.ts";
import { Spinner } from "../../components/Spinner.tsx";
import { StepHeading } from "./StepHeading.tsx";

type Props = {
  code: string;
  error: string | null;
  busy: boolean;
  onChange: (code: string) => void;
  /** With JavaScript the check runs through the fetcher; without it the form's GET lets the loader check. */
  onSubmit?: (code: string) => void;
};

const ERROR_ID = "ticketcode-fout";

/** Step 1 'Vul je ticketcode in'. */
export function CodeStep({ code, error, busy, onChange, onSubmit }: Props) {
  return (
    <Form
      method="get"
      noValidate
      onSubmit={(event) => {
        if (!onSubmit) return;
        event.preventDefault();
        onSubmit(code);
      }}
      className="space-y-5"
    >
      <StepHeading>Vul je ticketcode in</StepHeading>
      {error && <ErrorBox id={ERROR_ID}>{error}</ErrorBox>}
      <div>
        <label htmlFor={fieldIds.code} className={labelStyle}>
          Ticketcode
        </label>
        <p id="ticketcode-hint" className={hintStyle}>
          De code staat in de e-mail met je ticket, bijvoorbeeld FF-7KQM-3XPA-9TDV.
        </p>
        <input
          id={fieldIds.code}
          name="code"
          type="text"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `ticketcode-hint ${ERROR_ID}` : "ticketcode-hint"}
          className={`${inputStyle} ${inputBorder(Boolean(error))} max-w-sm font-mono uppercase`}
        />
      </div>
      {busy ? (
        <Spinner label="Je ticketcode wordt gecontroleerd..." />
      ) : (
        <button type="submit" className={buttonStyles.primary}>
          Code controleren
        </button>
      )}
    </Form>
  );
}

import { Form, Link } from "react-router";
import type { Route } from "./+types/todos.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { formFailure, type FormFailure } from "../../features/beheer/form-outcome.ts";
import { currentStaff, runStaffOperation } from "../../features/beheer/staff-access.ts";
import { staffMeta } from "../../features/beheer/staff-meta.ts";
import { ResolveStaffTodoDocument, StaffTodosDocument } from "../../graphql/generated.ts";
import { buttonStyles, headingStyles, textLinkStyle } from "../../lib/styles.ts";
import { STAFF_PATHS, staffOrderPath } from "../../../common/site-paths.ts";
import { formatDateAtTime } from "../../../common/format/dates.ts";
import { staffPage } from "../../features/beheer/staff-page.ts";
import { redirectWithNotice } from "../../features/beheer/staff-notice.ts";

export const handle = staffPage("orders.read");

/** What needs staff attention: raised to-dos, and orders waiting for a refund or for approval. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = currentStaff(context);
  const result = await runStaffOperation(context, request, StaffTodosDocument, {});
  return { todos: result.staffTodos, canManage: viewer.permissions.includes("orders.manage") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = form.get("todoId");
  const todoId = typeof id === "string" ? id : "";
  try {
    await runStaffOperation(context, request, ResolveStaffTodoDocument, { input: { id: todoId } });
    return redirectWithNotice(context, STAFF_PATHS.todos, "taak-afgehandeld");
  } catch (error) {
    return formFailure(error, { todoId });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta("Taken", matches[0].loaderData);
}

export default function TodosPage({ loaderData, actionData }: Route.ComponentProps) {
  const { todos, canManage } = loaderData;
  const failure = actionData as FormFailure<{ todoId: string }> | undefined;
  return (
    <>
      <h1 className={headingStyles.page}>Taken</h1>
      {failure && (
        <div className="mt-6">
          <ErrorBox title="Niet afgehandeld">{failure.message}</ErrorBox>
        </div>
      )}
      <p className="mt-6" role="status">
        {todos.length === 0
          ? "Er zijn geen open taken."
          : todos.length === 1
            ? "1 open taak"
            : `${todos.length} open taken`}
      </p>
      <ul className="mt-3 space-y-4">
        {todos.map((todo) => (
          <li
            key={todo.id ?? `${todo.kind}-${todo.orderId}`}
            className="rounded-lg border border-slate-300 bg-white p-4"
          >
            <h2 className="text-lg font-semibold">{todo.title}</h2>
            <p className="mt-1 text-slate-700">
              {[todo.buyerName, todo.eventName, todo.invoiceNumber && `factuur ${todo.invoiceNumber}`, todo.detail]
                .filter(Boolean)
                .join(" · ")}{" "}
              · sinds {formatDateAtTime(todo.createdAt)}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-6">
              {todo.orderId && (
                <Link to={staffOrderPath(todo.orderId)} className={textLinkStyle}>
                  Bestelling bekijken
                </Link>
              )}
              {todo.invoiceNumber && (
                <Link
                  to={`${STAFF_PATHS.invoices}?${new URLSearchParams({ status: "alle", zoek: todo.invoiceNumber }).toString()}`}
                  className={textLinkStyle}
                >
                  Factuur {todo.invoiceNumber} bekijken
                </Link>
              )}
              {canManage && todo.id && (
                <Form method="post">
                  <input type="hidden" name="todoId" value={todo.id} />
                  <button type="submit" className={buttonStyles.secondary}>
                    Afgehandeld
                  </button>
                </Form>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

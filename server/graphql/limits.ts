import { GraphQLError, type ValidationRule } from "graphql";

/** Requests larger than this are refused before parsing. */
export const MAX_REQUEST_BYTES = 64 * 1024;
/** Fields in one operation, aliases included: generous for any page, small enough to stop amplification. */
export const MAX_FIELDS = 400;

export const maxFieldsRule: ValidationRule = (context) => {
  let fields = 0;
  return {
    Field() {
      fields++;
      if (fields === MAX_FIELDS + 1) {
        context.reportError(
          new GraphQLError(`De query vraagt te veel velden op (meer dan ${MAX_FIELDS}).`, {
            extensions: { code: "BAD_USER_INPUT" },
          }),
        );
      }
    },
  };
};

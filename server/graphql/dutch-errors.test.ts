import { execute, GraphQLError, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { inDutch } from "./dutch-errors.ts";
import { buildSchema } from "./schema.ts";

// The wordings are matched against graphql-js's real errors, so an upgrade that rewords one shows up here.
const schema = buildSchema();

function validationErrors(query: string) {
  return validate(schema, parse(query)).map((error) => inDutch(error));
}

async function variableErrors(query: string, variableValues: Record<string, unknown>) {
  const result = await execute({ schema, document: parse(query), variableValues, contextValue: {} });
  return (result.errors ?? []).map((error) => inDutch(error));
}

describe("GraphQL's own errors in Dutch", () => {
  it("names the unknown field, argument or type", () => {
    expect(validationErrors("{ allCourses { nodes { titel } } }")[0]?.message).toBe(
      'Het veld "titel" bestaat niet op type "Course".',
    );
    expect(validationErrors("{ allCourses(eerste: 1) { totalCount } }")[0]?.message).toBe(
      'Het argument "eerste" bestaat niet bij veld "Query.allCourses".',
    );
    expect(validationErrors("{ courseById { id } }")[0]?.message).toBe(
      'Het veld "courseById" mist het verplichte argument "id" (UUID!).',
    );
    expect(validationErrors("{ allCourses }")[0]?.message).toBe(
      'Het veld "allCourses" (CoursesConnection!) vraagt om een selectie van subvelden.',
    );
    expect(validationErrors("query($id: Nummer) { __typename }").map((error) => error.message)).toContain(
      'Het type "Nummer" bestaat niet.',
    );
  });

  it("names a missing, undeclared or unused variable", () => {
    expect(validationErrors("{ courseById(id: $id) { id } }")[0]?.message).toBe(
      'De variabele "$id" is niet gedeclareerd.',
    );
    expect(validationErrors("query($id: UUID) { __typename }")[0]?.message).toBe(
      'De variabele "$id" wordt niet gebruikt.',
    );
  });

  it("says why a variable's value was refused, without repeating the value", async () => {
    const [missing] = await variableErrors("query($id: UUID!) { courseById(id: $id) { id } }", {});
    expect(missing?.message).toBe('De verplichte variabele "$id" (UUID!) ontbreekt.');
    expect(missing?.extensions).toMatchObject({ code: "BAD_USER_INPUT", detail: expect.stringContaining("$id") });

    const [notANumber] = await variableErrors("query($first: Int) { allCourses(first: $first) { totalCount } }", {
      first: "tien",
    });
    expect(notANumber?.message).toBe('De variabele "$first" heeft een ongeldige waarde: geen geheel getal.');

    const enrol =
      "mutation($input: EnrollCourseParticipantInput!) { enrollCourseParticipant(input: $input) { enrollmentId } }";
    const errors = await variableErrors(enrol, { input: { courseId: "x", voornaam: "Sanne" } });
    expect(errors.map((error) => error.message)).toEqual([
      `De variabele "$input" heeft een ongeldige waarde bij "input.courseId": Ongeldig ID: verwacht een UUID zoals 3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10.`,
      ...["firstName", "lastName", "email", "phoneNumber", "organization"].map(
        (field) => `De variabele "$input" heeft een ongeldige waarde: het verplichte veld "${field}" ontbreekt.`,
      ),
      'De variabele "$input" heeft een ongeldige waarde: het veld "voornaam" bestaat niet in type "EnrollCourseParticipantInput".',
    ]);
    expect(errors.every((error) => error.extensions.code === "BAD_USER_INPUT")).toBe(true);
  });

  it("keeps the scalars' own Dutch reasons", async () => {
    const [badId] = await variableErrors("query($id: UUID!) { courseById(id: $id) { id } }", { id: "abc" });
    expect(badId?.message).toBe(
      `De variabele "$id" heeft een ongeldige waarde: Ongeldig ID: verwacht een UUID zoals 3f1c6a52-6f7e-4b7e-9d0a-6e2a4c1b9f10.`,
    );
    expect(badId?.extensions.code).toBe("BAD_USER_INPUT");
  });

  it("gives a syntax or validation error without a Dutch wording a generic Dutch message and keeps the original", () => {
    const syntax = inDutch(
      new GraphQLError("Syntax Error: Unexpected <EOF>.", { extensions: { code: "GRAPHQL_PARSE_FAILED" } }),
    );
    expect(syntax.message).toBe("De query bevat een syntaxfout.");
    expect(syntax.extensions).toEqual({ code: "GRAPHQL_PARSE_FAILED", detail: "Syntax Error: Unexpected <EOF>." });
    const other = inDutch(new GraphQLError("Some new rule.", { extensions: { code: "GRAPHQL_VALIDATION_FAILED" } }));
    expect(other.message).toBe("De query past niet bij het schema van deze API.");
  });

  it("leaves Dutch errors, and errors translated before, as they are", () => {
    const domain = new GraphQLError("Deze cursus is volgeboekt.", { extensions: { code: "CAPACITY_REACHED" } });
    expect(inDutch(domain)).toBe(domain);
    const translated = validationErrors("{ nope }")[0]!;
    expect(inDutch(translated)).toBe(translated);
  });
});

import { Lexer, Source, TokenKind, type DocumentNode } from "graphql";
import * as appOperations from "../../app/graphql/generated.ts";
import * as e2eOperations from "../graphql/generated.ts";

function isOperationDocument(value: unknown): value is DocumentNode {
  if (typeof value !== "object" || value === null || (value as { kind?: unknown }).kind !== "Document") return false;
  return (value as DocumentNode).definitions.some((definition) => definition.kind === "OperationDefinition");
}

/** Every operation the web app and the browser tests send (not the fragments on their own), by export name. */
export const ownOperationDocuments = Object.entries({ ...appOperations, ...e2eOperations }).filter(
  (entry): entry is [string, DocumentNode] => isOperationDocument(entry[1]),
);

/** Tokens of a GraphQL text as graphql-js's `maxTokens` counts them. */
export function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

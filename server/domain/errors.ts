import type { DomainErrorCode } from "../../common/error-codes.ts";

/** A rule a request broke. Its message is Dutch and safe to show to the visitor. */
export class DomainError extends Error {
  override name = "DomainError";
  readonly code: DomainErrorCode;
  readonly details: Record<string, unknown>;

  constructor(code: DomainErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

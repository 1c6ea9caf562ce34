/**
 * An API error reply: `{ error: message }` with an HTTP status, or `body`
 * where the family answers in a shape of its own (Laravel's `{message,
 * errors}` on Pixelfed).
 */
export class ApiFailure extends Error {
  constructor(status, message, body = undefined) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** An API error reply: `{ error: message }` with an HTTP status. */
export class ApiFailure extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

import {
  ApiError,
  type ApiClient,
  type RawResponse,
  type RequestOptions,
} from "../client";
import type { DetectedServer } from "../features";
import { familyPath, type Operation } from "../familyPaths";
import { requireFamilyRequest } from "../familyRequest";
import { formOf } from "../formData";
import type { Constant, Field } from "../familyRoutes";

/**
 * How the settings endpoints send a per-family call: the family's route from
 * familyPaths, values under its field names, a file as multipart where the
 * route says so (as text in the JSON body elsewhere: Mitra), and two kinds of
 * refusal told apart from the rest.
 */

/**
 * The server refused the current password the member typed. GoToSocial
 * answers that with 401, which is not a revoked token: callers that sign a
 * member out on 401 must not do it for this error.
 */
export class CurrentPasswordError extends ApiError {}

// Pleroma and Akkoma: "Invalid password."; GoToSocial: "old password was
// incorrect", "password was incorrect".
const WRONG_PASSWORD =
  /(invalid|incorrect|wrong) (current )?password|password (was |is )?(incorrect|invalid|wrong)/i;

/** Whether a refusal is about the current password rather than anything else. */
export function isCurrentPasswordRefusal(error: ApiError): boolean {
  return WRONG_PASSWORD.test(error.message);
}

function asPasswordRefusal(error: unknown): unknown {
  if (!(error instanceof ApiError) || !isCurrentPasswordRefusal(error))
    return error;
  return new CurrentPasswordError(
    error.message,
    error.status,
    error.statusText,
    error.url,
    error.data,
    error.json,
  );
}

export interface SettingsCall {
  readonly params?: Readonly<Record<string, string>>;
  /** Values by role, sent under the family's names; a role it does not name is not sent. */
  readonly values?: Readonly<Partial<Record<Field, Constant>>>;
  /** Values under their own names, for calls only one family has. */
  readonly extra?: Readonly<Record<string, unknown>>;
  /** Sent under the route's `file` name: a file part where the route is multipart, else its text. */
  readonly file?: Blob;
  /** Spec 02 section 8: the reply's `error` field is a refusal even with a 2xx status. */
  readonly raiseErrorField?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
}

async function bodyOf(
  server: DetectedServer,
  operation: Operation,
  call: SettingsCall,
): Promise<{
  request: ReturnType<typeof requireFamilyRequest>;
  body: RequestOptions["body"];
}> {
  const multipart = familyPath(server, operation)?.multipart === true;
  const values: Partial<Record<Field, Constant>> = { ...call.values };
  if (call.file && !multipart) values.file = await call.file.text();
  const request = requireFamilyRequest(
    server,
    operation,
    call.params ?? {},
    values,
  );
  const fields = { ...call.extra, ...request.body };
  const fileName = familyPath(server, operation)?.fields?.file;
  if (multipart) {
    const form = formOf(fields);
    if (call.file && fileName) form.append(fileName, call.file);
    return { request, body: form };
  }
  return {
    request,
    body: Object.keys(fields).length ? fields : undefined,
  };
}

/**
 * Sends `operation` as this server's family expects it. A family without the
 * call throws (the caller's gate should have kept it from asking). A refusal
 * of the current password comes back as CurrentPasswordError, and a redirect
 * where the route counts one as a refusal (Pixelfed) as an ApiError.
 */
export async function settingsSend(
  client: ApiClient,
  server: DetectedServer,
  operation: Operation,
  call: SettingsCall = {},
): Promise<RawResponse> {
  const { request, body } = await bodyOf(server, operation, call);
  let raw: RawResponse;
  try {
    raw = await client.request(request.method, request.path, {
      query: request.query,
      body,
      raiseErrorField: call.raiseErrorField,
      headers: call.headers ? { ...call.headers } : undefined,
    });
  } catch (error) {
    throw call.values?.password === undefined
      ? error
      : asPasswordRefusal(error);
  }
  if (familyPath(server, operation)?.redirectIsFailure && raw.redirected) {
    throw new ApiError(
      "The server refused the change",
      raw.status,
      "",
      raw.url,
      raw.text,
      raw.json,
    );
  }
  return raw;
}

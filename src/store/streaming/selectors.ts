import { streamingSocketUrl } from "../../api/endpoints/streaming";
import type { RootState } from "../rootReducer";

export const selectStreamingStatus = (state: RootState) =>
  state.streaming.status;

/**
 * The access token once the server has accepted it (`verify_credentials`),
 * so a stored token that was revoked never opens a socket the server refuses.
 */
function verifiedToken(state: RootState): string | null {
  const token = state.session.accessToken;
  return token && state.session.me !== null ? token : null;
}

/** RFC 7230 token characters: anything else as a sub-protocol makes the WebSocket constructor throw. */
const PROTOCOL_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The token goes as the sub-protocol where the server takes it there (features.ts). */
function tokenAsProtocol(state: RootState, token: string): boolean {
  return (
    state.instance.features.streamingTokenProtocol && PROTOCOL_TOKEN.test(token)
  );
}

/**
 * The socket URL: the instance's advertised streaming origin (spec 02 section
 * 7.9), or null where the server has none or has no streaming, so that it is
 * polled rather than asked for a socket it does not have (the reference
 * frontend refuses to connect without `configuration.urls.streaming` too,
 * notes section 5.1). The token rides in the URL only for servers that cannot
 * take it as the sub-protocol; elsewhere it stays out of access logs. The
 * socket is replaced when the URL or the protocol changes.
 */
export function socketUrl(state: RootState): string | null {
  const advertised = state.instance.data.configuration.urls.streaming ?? "";
  if (!state.instance.features.streaming || advertised === "") return null;
  const origin = advertised.replace(/\/+$/, "");
  if (!/^(https?|wss?):\/\//.test(origin)) return null;
  const token = verifiedToken(state);
  const inQuery = token && !tokenAsProtocol(state, token) ? token : null;
  return streamingSocketUrl(origin, inQuery);
}

/** The sub-protocol the socket offers: the verified token where the server reads it there. */
export function socketProtocol(state: RootState): string | null {
  const token = verifiedToken(state);
  return token && tokenAsProtocol(state, token) ? token : null;
}

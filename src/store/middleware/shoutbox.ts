import type { Middleware, UnknownAction } from "@reduxjs/toolkit";
import {
  decodeShoutboxFrame,
  heartbeatFrame,
  joinFrame,
  messageFrame,
  SHOUTBOX_HEARTBEAT_MS,
  SHOUTBOX_TOPIC,
  type ShoutboxEvent,
} from "../../api/shoutbox";
import {
  DEFAULT_TIMINGS,
  reconnectDelay,
  type StreamingEnvironment,
} from "./streaming";

/**
 * The shoutbox's Phoenix-channels socket (spec 02 section 7.9), the second
 * socket the streaming middleware owns: open while a screen wants the
 * shoutbox and the member has a chat token; joins `chat:public`, beats
 * every 5 s, joins again after any drop (the join's history fills the gap),
 * and sends what the member says. Components never touch it.
 */

export type ShoutboxSocketStatus =
  "idle" | "connecting" | "open" | "reconnecting";

/** The parts of the store the shoutbox socket works with, injected so it stays testable. */
export interface ShoutboxBindings<S> {
  /** The socket URL while a screen wants the shoutbox, else null (no socket). */
  selectUrl(state: S): string | null;
  /** The member's words to send, if the action says something. */
  sentText(action: unknown): string | null;
  /** What a decoded frame means for the store; null for nothing. */
  received(event: ShoutboxEvent): UnknownAction | null;
  statusChanged(status: ShoutboxSocketStatus): UnknownAction;
}

type Api<S> = { dispatch: (action: unknown) => unknown; getState: () => S };

class ShoutboxConnection<S> {
  private socket: WebSocket | null = null;
  private url: string | null = null;
  private ref = 0;
  private joinRef: string | null = null;
  private joined = false;
  private attempt = 0;
  private beat: unknown = null;
  private retry: unknown = null;

  constructor(
    private readonly api: Api<S>,
    private readonly bindings: ShoutboxBindings<S>,
    private readonly env: StreamingEnvironment,
  ) {}

  private nextRef(): string {
    this.ref += 1;
    return String(this.ref);
  }

  private setStatus(status: ShoutboxSocketStatus): void {
    this.api.dispatch(this.bindings.statusChanged(status));
  }

  /** After every action: open, move or close the socket as the state asks. */
  sync(): void {
    const url = this.bindings.selectUrl(this.api.getState());
    if (url === this.url) return;
    this.close();
    this.url = url;
    if (url === null) {
      this.setStatus("idle");
      return;
    }
    this.attempt = 0;
    this.connect("connecting");
  }

  say(text: string): void {
    if (!this.joined || this.joinRef === null) return;
    this.socket?.send(messageFrame(this.joinRef, this.nextRef(), text));
  }

  private connect(status: ShoutboxSocketStatus): void {
    const Impl = this.env.WebSocket;
    if (!Impl || this.url === null) return;
    this.setStatus(status);
    const socket = new Impl(this.url);
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.joinRef = this.nextRef();
      socket.send(joinFrame(this.joinRef));
      this.heartbeat();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (socket === this.socket && typeof event.data === "string")
        this.onFrame(event.data);
    };
    socket.onclose = () => {
      if (socket === this.socket) this.dropped();
    };
    socket.onerror = () => undefined;
  }

  private heartbeat(): void {
    this.beat = this.env.setTimeout(() => {
      this.beat = null;
      if (this.socket?.readyState !== 1) return;
      this.socket.send(heartbeatFrame(this.nextRef()));
      this.heartbeat();
    }, SHOUTBOX_HEARTBEAT_MS);
  }

  private onFrame(data: string): void {
    const event = decodeShoutboxFrame(data);
    if (!event) return;
    if (event.kind === "reply" && event.ref === this.joinRef) {
      this.joined = event.ok;
      if (event.ok) {
        this.attempt = 0;
        this.setStatus("open");
      }
    } else if (event.kind === "closed" && event.topic === SHOUTBOX_TOPIC) {
      // The channel went, the socket stays: join again on it.
      this.joined = false;
      this.joinRef = this.nextRef();
      this.socket?.send(joinFrame(this.joinRef));
    }
    const action = this.bindings.received(event);
    if (action) this.api.dispatch(action);
  }

  private dropped(): void {
    this.stopTimers();
    this.socket = null;
    this.joined = false;
    const delay = reconnectDelay(this.attempt, DEFAULT_TIMINGS, () =>
      this.env.random(),
    );
    this.attempt += 1;
    this.setStatus("reconnecting");
    this.retry = this.env.setTimeout(() => {
      this.retry = null;
      if (this.socket === null && this.url !== null)
        this.connect("reconnecting");
    }, delay);
  }

  private stopTimers(): void {
    if (this.beat !== null) this.env.clearTimeout(this.beat);
    if (this.retry !== null) this.env.clearTimeout(this.retry);
    this.beat = null;
    this.retry = null;
  }

  close(): void {
    this.stopTimers();
    const socket = this.socket;
    this.socket = null;
    this.joined = false;
    this.joinRef = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    }
  }
}

export interface ShoutboxMiddleware<S> extends Middleware<object, S> {
  shutdown(): void;
  /** Syncs with the store as it is (a middleware that joined late). */
  resync(): void;
}

/** The shoutbox socket's middleware; the app composes it into the streaming one. */
export function createShoutboxMiddleware<S>(
  bindings: ShoutboxBindings<S>,
  env: StreamingEnvironment,
): ShoutboxMiddleware<S> {
  let connection: ShoutboxConnection<S> | null = null;
  const middleware = ((api: Api<S>) => {
    connection = new ShoutboxConnection(api, bindings, env);
    return (next: (action: unknown) => unknown) => (action: unknown) => {
      const result = next(action);
      const text = bindings.sentText(action);
      if (text !== null) connection?.say(text);
      else connection?.sync();
      return result;
    };
  }) as ShoutboxMiddleware<S>;
  middleware.shutdown = () => connection?.close();
  middleware.resync = () => connection?.sync();
  return middleware;
}

import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";

/**
 * A loopback streaming server for the socket middleware's tests: it can
 * restart on the same port, refuse handshakes with an HTTP status (as a
 * server without streaming does with 404), and records every upgrade request
 * with its URL and offered sub-protocol. An offered sub-protocol is echoed,
 * as browsers require.
 */
export class StreamingTestServer {
  private http!: Server;
  private wss!: WebSocketServer;
  port = 0;
  /** Status to refuse upgrades with; null accepts them. */
  refusing: number | null = null;
  /** Upgrade requests, refused ones included, with when they arrived. */
  attempts: { at: number; url: string; protocol: string | null }[] = [];
  frames: { type: string; stream: string }[] = [];
  connections = 0;
  urls: string[] = [];
  protocols: (string | null)[] = [];
  sockets = new Set<WebSocket>();

  async start(port = 0): Promise<void> {
    this.wss = new WebSocketServer({ noServer: true });
    this.http = createServer((_req, res) => {
      res.writeHead(404).end();
    });
    this.http.on("upgrade", (req, socket: Socket, head) => {
      const protocol = req.headers["sec-websocket-protocol"] ?? null;
      this.attempts.push({ at: Date.now(), url: req.url ?? "", protocol });
      if (this.refusing !== null) {
        socket.end(
          `HTTP/1.1 ${String(this.refusing)} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
        );
        return;
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => {
        this.accept(ws, req.url ?? "", protocol);
      });
    });
    await new Promise<void>((resolve) => {
      this.http.listen(port, "127.0.0.1", resolve);
    });
    this.port = (this.http.address() as AddressInfo).port;
  }

  private accept(ws: WebSocket, url: string, protocol: string | null): void {
    this.connections += 1;
    this.urls.push(url);
    this.protocols.push(protocol);
    this.sockets.add(ws);
    ws.on("close", () => this.sockets.delete(ws));
    ws.on("message", (data: Buffer) => {
      this.frames.push(
        JSON.parse(data.toString("utf8")) as { type: string; stream: string },
      );
    });
  }

  broadcast(text: string): void {
    for (const socket of this.sockets) socket.send(text);
  }

  /** Drops every open socket abruptly (1006 at the client). */
  drop(): void {
    for (const socket of this.sockets) socket.terminate();
  }

  async stop(): Promise<void> {
    this.drop();
    this.wss.close();
    this.http.closeAllConnections();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }
}

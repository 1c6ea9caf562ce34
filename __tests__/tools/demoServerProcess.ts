import { spawn } from "node:child_process";
import path from "node:path";

/**
 * Runs the demo server (tools/demo-server/cli.mjs) as a child process on a
 * free loopback port. It is an ES module that Jest's CommonJS runtime cannot
 * load in-process, and a separate process is what the app meets anyway.
 */
export const REPO_ROOT = path.resolve(__dirname, "../..");
const CLI = path.join(REPO_ROOT, "tools/demo-server/cli.mjs");

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface DemoServer {
  url: string;
  port: number;
  /** POSTs to /__control/{name} and returns the parsed reply. */
  control: <T = unknown>(name: string, body?: object) => Promise<T>;
  /** Fetches an API path; `token` adds a bearer header. */
  api: <T = unknown>(
    pathname: string,
    init?: RequestInit & { token?: string },
  ) => Promise<ApiResponse<T>>;
  /** A bearer token for a demo member, issued by the control API. */
  tokenFor: (username: string) => Promise<string>;
  stop: () => Promise<void>;
}

export interface ControlState {
  family: { name: string; version: string; capabilities: string[] };
  statuses: Record<string, string>;
  accounts: Record<string, string>;
  status_count: number;
  streaming: { sockets: { account_id: string | null; streams: string[] }[] };
}

/**
 * How long the server may take to say it listens. It builds its seed data
 * (over a thousand generated posts) first: a second when the machine is
 * idle, and ten times that at a load of 20, when a browser test once
 * failed in its beforeAll at the old 10 s.
 */
const START_LIMIT_MS = 45_000;

export async function startDemoServerProcess(
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<DemoServer> {
  const child = spawn(
    process.execPath,
    [CLI, "--port", "0", "--json", ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      resolve();
    }),
  );

  const { url, port } = await new Promise<{ url: string; port: number }>(
    (resolve, reject) => {
      let out = "";
      const timer = setTimeout(() => {
        reject(
          new Error(
            `demo server did not start in ${START_LIMIT_MS / 1000} s: ${stderr}`,
          ),
        );
      }, START_LIMIT_MS);
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split("\n")[0];
        if (line === undefined || !out.includes("\n")) return;
        clearTimeout(timer);
        resolve(JSON.parse(line) as { url: string; port: number });
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`demo server exited (${String(code)}): ${stderr}`));
      });
    },
  );

  const api = async <T>(
    pathname: string,
    init: RequestInit & { token?: string } = {},
  ): Promise<ApiResponse<T>> => {
    const { token, headers, ...rest } = init;
    const res = await fetch(`${url}${pathname}`, {
      ...rest,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    });
    const text = await res.text();
    let body: unknown = text;
    if ((res.headers.get("content-type") ?? "").includes("json")) {
      body = JSON.parse(text) as unknown;
    }
    return { status: res.status, headers: res.headers, body: body as T };
  };

  const control = async <T>(name: string, body: object = {}): Promise<T> => {
    const res = await fetch(`${url}/__control/${name}`, {
      method: name === "state" ? "GET" : "POST",
      headers: { "Content-Type": "application/json" },
      body: name === "state" ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as T;
    if (!res.ok) {
      throw new Error(
        `control ${name}: ${String(res.status)} ${JSON.stringify(json)}`,
      );
    }
    return json;
  };

  return {
    url,
    port,
    api,
    control,
    tokenFor: async (username) =>
      (await control<{ access_token: string }>("token", { username }))
        .access_token,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

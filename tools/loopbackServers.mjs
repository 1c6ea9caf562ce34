// The servers a build under test may reach (webpack.config.ts puts
// POTLUCK_CONNECT_SRC into the content security policy's connect-src): demo
// servers on any loopback port, over HTTP and their sockets. The browser
// tests and the bench build with it.
const LOOPBACK_SERVERS = "http://127.0.0.1:* ws://127.0.0.1:*";

/** POTLUCK_CONNECT_SRC as set, else the loopback servers. */
export const connectSrc = () =>
  process.env.POTLUCK_CONNECT_SRC ?? LOOPBACK_SERVERS;

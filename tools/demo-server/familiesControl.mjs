// Control endpoints of the families' own features (issue 19): switching
// them on or off for the presented family, saying something in the
// shoutbox, and moving a Mitra invoice on as a payment would.
import { ApiFailure } from "./errors.mjs";
import { setInvoiceStatus } from "./routes/familyExtras.mjs";

/** Switch → the Pleroma feature or Fedibird capability that turns it on. */
const SWITCHES = {
  chats: { feature: "chat_messages" },
  chat_delete: { feature: "chat_delete" },
  events: { feature: "events" },
  groups: { feature: "groups" },
  shoutbox: { feature: "shout" },
  rss_feeds: { feature: "rss_feed_subscriptions" },
  circles: { fedibird: "kmyblue_circle_history" },
  antennas: { fedibird: "kmyblue_antenna" },
};

export const FAMILIES_CONTROL_HELP = {
  "POST /__control/extensions": `{ ${Object.keys(SWITCHES).join("?, ")}? : boolean } → turns the families' own features on or off for the presented family (Pleroma features or Fedibird capabilities it then advertises); drive and subscriptions come with the iceshrimp and mitra families, interaction requests with gotosocial`,
  "POST /__control/shout":
    "{ account, text } → a shoutbox message from that member, sent to every joined socket",
  "POST /__control/invoice":
    "{ id, status } → moves a Mitra invoice to that state (completed starts or extends the subscription)",
};

const INVOICE_STATES = new Set([
  "open",
  "paid",
  "forwarded",
  "timeout",
  "cancelled",
  "underpaid",
  "completed",
  "failed",
]);

/** @param {{ state: { store: any, family: any }, setFamily: (spec: any) => void, shoutbox: any }} server */
export function familiesControl(server) {
  return {
    extensions(body) {
      const family = server.state.family;
      const features = new Set(family.features);
      const fedibird = new Set(family.fedibird);
      for (const [name, on] of Object.entries(body)) {
        const rule = SWITCHES[name];
        if (!rule)
          throw new ApiFailure(
            400,
            `unknown switch "${name}" (known: ${Object.keys(SWITCHES).join(", ")})`,
          );
        const set = rule.feature ? features : fedibird;
        const value = rule.feature ?? rule.fedibird;
        if (on) set.add(value);
        else set.delete(value);
      }
      server.setFamily({
        family: family.name,
        version: family.version,
        api_versions: family.api_versions,
        features: [...features],
        fedibird: [...fedibird],
      });
      const now = server.state.family;
      return {
        features: now.features,
        fedibird: now.fedibird,
        capabilities: [...now.capabilities],
      };
    },
    shout(body) {
      const member = server.state.store.ref(body.account ?? "alice");
      if (!member) throw new ApiFailure(404, `No account ${body.account}`);
      const text = String(body.text ?? "").trim();
      if (!text) throw new ApiFailure(400, "text is empty");
      return server.shoutbox.shout(member.id, text);
    },
    invoice(body) {
      if (!INVOICE_STATES.has(body.status))
        throw new ApiFailure(400, `unknown invoice state "${body.status}"`);
      return setInvoiceStatus(server.state.store, body.id, body.status);
    },
  };
}

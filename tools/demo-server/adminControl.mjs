// Control endpoints that feed the staff console's live queue (README,
// "Control API"): a report filed now, a sign-up waiting for approval now,
// each told to the staff on their `user` stream as a real server would.
import { ApiFailure } from "./errors.mjs";
import { addPendingAccount } from "./adminSeed.mjs";
import { announceSignup, fileReport } from "./adminState.mjs";

export const ADMIN_CONTROL_HELP = {
  "POST /__control/report":
    "{ reporter?, target?, comment?, category?: spam | legal | violation | other, statuses?: [ids or keys], rules?: [ids], forward? } → { id }: files a report (default bob against tidebot) and sends admin.report to the staff who handle reports",
  "POST /__control/signup":
    "{ username?, email?, reason?, ip?, locale? } → { id, username }: a pending sign-up, and admin.sign_up to the staff who approve them",
};

const refOf = (store, name, what) => {
  const found = store.ref(name);
  if (!found) throw new ApiFailure(404, `No account ${name} (${what})`);
  return found;
};

/** @param {{ state: { store: any } }} server */
export function adminControl(server) {
  return {
    report(body) {
      const { store } = server.state;
      const reporter = refOf(store, body.reporter ?? "bob", "reporter");
      const target = refOf(store, body.target ?? "tidebot", "target");
      const statuses = [body.statuses ?? []].flat().map((ref) => {
        const status = store.status(ref) ?? store.statusByKey(ref);
        if (!status) throw new ApiFailure(404, `No status ${ref}`);
        return status.id;
      });
      const report = fileReport(store, {
        account_id: reporter.id,
        target_account_id: target.id,
        status_ids: statuses,
        rule_ids: [body.rules ?? []].flat().map(String),
        category: body.category ?? "other",
        comment: body.comment ?? "",
        forwarded: Boolean(body.forward) && Boolean(target.domain),
      });
      return { id: report.id };
    },
    signup(body) {
      const { store } = server.state;
      const count = store.admin.accounts.size;
      const username = String(body.username ?? `newcomer${count}`);
      if (store.findAccount(username))
        throw new ApiFailure(422, `Username ${username} is taken`);
      const record = addPendingAccount(store, {
        id: store.nextId(),
        username,
        email: body.email,
        reason: body.reason ?? "I would like to join the potluck.",
        ip: body.ip,
        locale: body.locale,
        ago: 0,
      });
      announceSignup(store, record.id);
      return { id: record.id, username };
    },
  };
}

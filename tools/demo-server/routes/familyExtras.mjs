// The smaller extensions: Pleroma RSS feed subscriptions (capability
// `rssFeeds`) and scrobbles (Pleroma-style families), and Mitra's paid
// subscriptions (capability `subscriptions`, the `mitra` preset) as Mitra's
// docs/openapi.yaml describes them: options, find, adding a subscriber,
// subscribers, and Monero invoices that open, are paid (through
// /__control/invoice here) and can be cancelled while open.
import { randomBytes } from "node:crypto";
import { ApiFailure } from "../errors.mjs";
import { familiesState } from "../familiesState.mjs";
import { pageByIds, reply } from "../http.mjs";
import { compareIds } from "../ids.mjs";
import { account, findAccount, requireUser } from "./common.mjs";

function rssRoutes(router) {
  const options = { capability: "rssFeeds" };
  const path = "/api/v1/pleroma/rss_feed_subscriptions";
  const feeds = (ctx) => {
    const me = requireUser(ctx);
    const state = familiesState(ctx.store);
    if (!state.rssFeeds.has(me)) state.rssFeeds.set(me, []);
    return state.rssFeeds.get(me);
  };
  router.add("GET", path, (ctx) => feeds(ctx).map((url) => ({ url })), options);
  router.add(
    "POST",
    path,
    (ctx) => {
      const url = String(ctx.body.url ?? "").trim();
      if (!/^https?:\/\/[^\s/]+/.test(url))
        throw new ApiFailure(422, "Validation failed: Url is invalid");
      const list = feeds(ctx);
      if (!list.includes(url)) list.push(url);
      return { url };
    },
    options,
  );
  router.add(
    "DELETE",
    path,
    (ctx) => {
      const list = feeds(ctx);
      const at = list.indexOf(String(ctx.body.url ?? ""));
      if (at < 0) throw new ApiFailure(404, "Record not found");
      list.splice(at, 1);
      return reply({});
    },
    options,
  );
}

function scrobbleRoutes(router) {
  router.add(
    "GET",
    "/api/v1/pleroma/accounts/:id/scrobbles",
    (ctx) => {
      const target = findAccount(ctx, ctx.params.id);
      const list = familiesState(ctx.store)
        .scrobbles.filter((s) => s.account_id === target.id)
        .sort((a, b) => compareIds(b.id, a.id));
      const { page, headers } = pageByIds(ctx, list);
      return reply(
        page.map((s) => ({
          id: s.id,
          account: account(ctx, target),
          created_at: s.created_at,
          title: s.title,
          artist: s.artist,
          album: s.album,
          external_link: null,
          length: s.length,
        })),
        { headers },
      );
    },
    { capability: "pleromaEntities", publicRead: true },
  );
}

const MONERO_ADDRESS = () => `8${randomBytes(47).toString("hex").slice(0, 94)}`;

const renderInvoice = (invoice) => ({ ...invoice });

/** Pays an invoice forward: a paid or completed one starts or extends the subscription. */
export function setInvoiceStatus(store, id, status) {
  const state = familiesState(store);
  const invoice = state.invoices.get(String(id));
  if (!invoice) throw new ApiFailure(404, "Invoice not found");
  invoice.status = status;
  if (status === "completed") {
    const option = (
      state.subscriptionOptions.get(invoice.recipient_id) ?? []
    ).find((o) => o.chain_id === invoice.chain_id);
    const seconds = option?.price
      ? Math.floor(invoice.amount / option.price)
      : 0;
    extend(store, invoice.sender_id, invoice.recipient_id, seconds);
  }
  return renderInvoice(invoice);
}

function extend(store, senderId, recipientId, seconds) {
  const state = familiesState(store);
  const key = `${senderId}>${recipientId}`;
  const existing = state.subscriptions.get(key);
  const from = Math.max(
    store.clock.now(),
    existing ? Date.parse(existing.expires_at) : 0,
  );
  const subscription = existing ?? {
    id: state.subscriptions.size + 1,
    sender_id: senderId,
    recipient_id: recipientId,
  };
  subscription.expires_at = new Date(from + seconds * 1000).toISOString();
  state.subscriptions.set(key, subscription);
  return subscription;
}

const details = (s) => ({ id: s.id, expires_at: s.expires_at });

function subscriptionRoutes(router) {
  const add = (method, path, handler) =>
    router.add(method, path, handler, { capability: "subscriptions" });
  const base = "/api/v1/subscriptions";
  add("GET", `${base}/options`, (ctx) => {
    const me = requireUser(ctx);
    return familiesState(ctx.store).subscriptionOptions.get(me) ?? [];
  });
  add("POST", `${base}/options`, (ctx) => {
    const me = requireUser(ctx);
    const { type, chain_id: chainId, price, payout_address: payout } = ctx.body;
    if (type !== "monero" || !(Number(price) > 0) || !payout)
      throw new ApiFailure(400, "Invalid subscription option");
    familiesState(ctx.store).subscriptionOptions.set(me, [
      {
        type,
        chain_id: chainId ?? "monero:418015bb9ae982a1975da7d79277c270",
        price: Number(price),
        payout_address: String(payout),
      },
    ]);
    return account(ctx, ctx.store.account(me));
  });
  add("GET", `${base}/find`, (ctx) => {
    const key = `${ctx.query.get("sender_id")}>${ctx.query.get("recipient_id")}`;
    const found = familiesState(ctx.store).subscriptions.get(key);
    if (!found) throw new ApiFailure(404, "Subscription not found");
    return details(found);
  });
  add("POST", base, (ctx) => {
    const me = requireUser(ctx);
    const sender = findAccount(ctx, ctx.body.subscriber_id);
    const seconds = Number(ctx.body.duration);
    if (!(seconds > 0)) throw new ApiFailure(400, "Invalid duration");
    return details(extend(ctx.store, sender.id, me, seconds));
  });
  add("GET", "/api/v1/accounts/:id/subscribers", (ctx) => {
    const recipient = findAccount(ctx, ctx.params.id);
    if (recipient.id !== requireUser(ctx))
      throw new ApiFailure(403, "Permission denied");
    return [...familiesState(ctx.store).subscriptions.values()]
      .filter((s) => s.recipient_id === recipient.id)
      .map((s) => ({
        id: s.id,
        sender: account(ctx, ctx.store.account(s.sender_id)),
        expires_at: s.expires_at,
      }));
  });
  add("POST", `${base}/invoices`, (ctx) => {
    const state = familiesState(ctx.store);
    const sender = findAccount(ctx, ctx.body.sender_id);
    const recipient = findAccount(ctx, ctx.body.recipient_id);
    const option = (state.subscriptionOptions.get(recipient.id) ?? []).find(
      (o) => o.chain_id === ctx.body.chain_id,
    );
    const amount = Number(ctx.body.amount);
    if (!option) throw new ApiFailure(400, "Recipient can't accept payments");
    if (!(Number.isInteger(amount) && amount > 0))
      throw new ApiFailure(400, "Invalid amount");
    const id = ctx.store.nextId();
    const created = ctx.store.clock.now();
    const invoice = {
      id,
      sender_id: sender.id,
      recipient_id: recipient.id,
      chain_id: option.chain_id,
      payment_address: MONERO_ADDRESS(),
      amount,
      status: "open",
      created_at: new Date(created).toISOString(),
      expires_at: new Date(created + 3 * 3600 * 1000).toISOString(),
    };
    state.invoices.set(id, invoice);
    return renderInvoice(invoice);
  });
  add("GET", `${base}/invoices/:id`, (ctx) => {
    const invoice = familiesState(ctx.store).invoices.get(ctx.params.id);
    if (!invoice) throw new ApiFailure(404, "Invoice not found");
    return renderInvoice(invoice);
  });
  add("DELETE", `${base}/invoices/:id`, (ctx) => {
    const invoice = familiesState(ctx.store).invoices.get(ctx.params.id);
    if (!invoice) throw new ApiFailure(404, "Invoice not found");
    if (invoice.status !== "open")
      throw new ApiFailure(400, "Invoice can't be cancelled");
    invoice.status = "cancelled";
    return renderInvoice(invoice);
  });
}

/** @param {import("../http.mjs").Router} router */
export function addFamilyExtraRoutes(router) {
  rssRoutes(router);
  scrobbleRoutes(router);
  subscriptionRoutes(router);
}

// Rebased-style events under /api/v1/pleroma/events (capability `events`),
// as soapbox-pub/rebased's PleromaEventOperation describes them: creating
// and editing an event (its description is the status text, its banner the
// first attachment, its place one from the location search), joining with a
// message (a restricted event asks its organiser), leaving, participants,
// participation requests answered by the organiser (every action answers the
// event's status), the member's joined events and an .ics download. Places
// come from families.json through /api/v1/pleroma/search/location.
import { ApiFailure } from "../errors.mjs";
import { familiesState } from "../familiesState.mjs";
import { Reply } from "../http.mjs";
import { renderAccount } from "../render.mjs";
import { answerParticipation, joinEvent, leaveEvent } from "../socialOps.mjs";
import { createStatus, editStatus } from "../statusOps.mjs";
import {
  findAccount,
  findStatus,
  requireUser,
  status,
  statuses,
} from "./common.mjs";

function eventStatus(ctx) {
  const target = findStatus(ctx, ctx.params.id);
  if (!target.event) throw new ApiFailure(404, "Record not found");
  return target;
}

function ownEvent(ctx) {
  const target = eventStatus(ctx);
  if (target.account_id !== requireUser(ctx))
    throw new ApiFailure(403, "This action is not allowed");
  return target;
}

/** A place of the location search as an event's `location`. */
function placeOf(ctx, locationId) {
  if (!locationId) return null;
  const place = familiesState(ctx.store).locations.find(
    (l) => l.origin_id === String(locationId),
  );
  if (!place)
    throw new ApiFailure(422, "Validation failed: Location not found");
  return {
    name: place.description.split(",")[0],
    url: null,
    street: place.street ?? null,
    postal_code: place.postal_code ?? null,
    locality: place.locality ?? null,
    region: place.region ?? null,
    country: place.country ?? null,
    latitude: place.coordinates?.[1] ?? null,
    longitude: place.coordinates?.[0] ?? null,
  };
}

function validTime(value, what) {
  if (value === undefined || value === null || value === "") return null;
  const time = Date.parse(String(value));
  if (Number.isNaN(time))
    throw new ApiFailure(422, `Validation failed: ${what} is invalid`);
  return new Date(time).toISOString();
}

function createEvent(ctx) {
  const me = requireUser(ctx);
  const body = ctx.body;
  const name = String(body.name ?? "").trim();
  if (!name)
    throw new ApiFailure(422, "Validation failed: Name can't be blank");
  const start = validTime(body.start_time, "Start time");
  if (!start)
    throw new ApiFailure(422, "Validation failed: Start time can't be blank");
  const end = validTime(body.end_time, "End time");
  if (end && end < start)
    throw new ApiFailure(
      422,
      "Validation failed: End time is before the start",
    );
  const location = placeOf(ctx, body.location_id);
  const created = createStatus(ctx.store, me, {
    status: String(body.status ?? "").trim() || name,
    visibility: "public",
    language: body.language,
    media_ids: body.banner_id ? [String(body.banner_id)] : [],
  });
  created.event = {
    name,
    start_time: start,
    end_time: end,
    join_mode: body.join_mode === "restricted" ? "restricted" : "free",
    location,
    participants: new Set([me]),
    requests: new Map(),
    extra_participants: 0,
    banner_id: body.banner_id ? String(body.banner_id) : null,
  };
  // The `update` went out before the event was attached.
  ctx.store.emit("status.updated", created);
  return status(ctx, created);
}

function updateEvent(ctx) {
  const target = ownEvent(ctx);
  const body = ctx.body;
  const event = target.event;
  if (body.name !== undefined) {
    const name = String(body.name).trim();
    if (!name)
      throw new ApiFailure(422, "Validation failed: Name can't be blank");
    event.name = name;
  }
  if (body.start_time !== undefined)
    event.start_time =
      validTime(body.start_time, "Start time") ?? event.start_time;
  if (body.end_time !== undefined)
    event.end_time = validTime(body.end_time, "End time");
  if (body.location_id !== undefined)
    event.location = placeOf(ctx, body.location_id);
  editStatus(ctx.store, target, {
    status:
      body.status === undefined
        ? undefined
        : String(body.status).trim() || event.name,
    media_ids:
      body.banner_id === undefined
        ? undefined
        : body.banner_id
          ? [String(body.banner_id)]
          : [],
  });
  return status(ctx, target);
}

function ics(ctx) {
  const target = eventStatus(ctx);
  const e = target.event;
  const stamp = (iso) => iso.replace(/[-:]/g, "").replace(/\.\d+/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Potluck demo server//EN",
    "BEGIN:VEVENT",
    `UID:${target.id}@${ctx.store.localDomain}`,
    `DTSTAMP:${stamp(target.created_at)}`,
    `DTSTART:${stamp(e.start_time)}`,
    ...(e.end_time ? [`DTEND:${stamp(e.end_time)}`] : []),
    `SUMMARY:${e.name}`,
    ...(e.location
      ? [
          `LOCATION:${[e.location.name, e.location.street, e.location.locality].filter(Boolean).join(", ")}`,
        ]
      : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return new Reply({
    text: `${lines.join("\r\n")}\r\n`,
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}

function searchLocation(ctx) {
  requireUser(ctx);
  const q = String(ctx.query.get("q") ?? "")
    .trim()
    .toLowerCase();
  if (!q) return [];
  return familiesState(ctx.store)
    .locations.filter((l) => l.description.toLowerCase().includes(q))
    .map((l) => ({
      url: `https://www.openstreetmap.org/${l.origin_id.replace(/^osm-(\w+)-/, "$1/")}`,
      description: l.description,
      country: l.country ?? null,
      locality: l.locality ?? null,
      region: l.region ?? null,
      postal_code: l.postal_code ?? null,
      street: l.street ?? null,
      origin_id: l.origin_id,
      origin_provider: "nominatim",
      type: "house",
      timezone: "Europe/Oslo",
      geom: { coordinates: l.coordinates, srid: "4326" },
    }));
}

/** @param {import("../http.mjs").Router} router */
export function addEventRoutes(router) {
  const events = { capability: "events" };
  const base = "/api/v1/pleroma/events";
  router.add("POST", base, createEvent, events);
  router.add(
    "GET",
    `${base}/joined_events`,
    (ctx) => {
      const me = requireUser(ctx);
      const state = ctx.query.get("state");
      const list = ctx.store.listStatuses(me, (s) => {
        if (!s.event) return false;
        const joined = s.event.participants.has(me);
        const pending = s.event.requests.has(me);
        if (state === "accept") return joined;
        if (state === "pending") return pending;
        if (state === "reject") return false;
        return joined || pending;
      });
      return statuses(ctx, list);
    },
    events,
  );
  router.add("PUT", `${base}/:id`, updateEvent, events);
  router.add(
    "POST",
    `${base}/:id/join`,
    (ctx) => {
      const target = eventStatus(ctx);
      joinEvent(
        ctx.store,
        requireUser(ctx),
        target,
        ctx.body.participation_message,
      );
      return status(ctx, target);
    },
    events,
  );
  router.add(
    "POST",
    `${base}/:id/leave`,
    (ctx) => {
      const target = eventStatus(ctx);
      leaveEvent(ctx.store, requireUser(ctx), target);
      return status(ctx, target);
    },
    events,
  );
  router.add(
    "GET",
    `${base}/:id/participations`,
    (ctx) => {
      const target = eventStatus(ctx);
      return [...target.event.participants].map((id) =>
        renderAccount(ctx.render, ctx.store.account(id)),
      );
    },
    events,
  );
  router.add(
    "GET",
    `${base}/:id/participation_requests`,
    (ctx) =>
      [...ownEvent(ctx).event.requests].map(([id, r]) => ({
        account: renderAccount(ctx.render, ctx.store.account(id)),
        participation_message: r.message,
      })),
    events,
  );
  for (const [verb, accept] of [
    ["authorize", true],
    ["reject", false],
  ]) {
    router.add(
      "POST",
      `${base}/:id/participation_requests/:account/${verb}`,
      (ctx) => {
        const target = ownEvent(ctx);
        answerParticipation(
          ctx.store,
          requireUser(ctx),
          target,
          findAccount(ctx, ctx.params.account).id,
          accept,
        );
        return status(ctx, target);
      },
      events,
    );
  }
  router.add("GET", `${base}/:id/ics`, ics, events);
  router.add("GET", "/api/v1/pleroma/search/location", searchLocation, events);
}

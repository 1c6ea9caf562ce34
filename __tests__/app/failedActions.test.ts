import { createIntl } from "react-intl";
import de from "../../locales/de.json";
import en from "../../locales/en.json";
import { describeFailure, FAILED_ACTIONS } from "../../src/app/failedActions";
import { registerActionLabels } from "../../src/components/actionLabels";
import * as announcements from "../../src/store/announcements/thunks";
import * as compose from "../../src/store/compose/thunks";
import * as contextsThunks from "../../src/store/contexts/thunks";
import * as pollsThunks from "../../src/store/polls/thunks";
import * as interactions from "../../src/store/statuses/interactions";
import * as media from "../../src/store/compose/media";
import * as notifications from "../../src/store/notifications/thunks";
import * as relationships from "../../src/store/relationships/thunks";
import * as session from "../../src/store/session/signInThunks";
import * as statusesThunks from "../../src/store/statuses/thunks";

const english = createIntl({ locale: "en", messages: en });
const german = createIntl({ locale: "de", messages: de });

describe("describeFailure", () => {
  it("names the reader's action before the server's reason", () => {
    expect(
      describeFailure(english, {
        source: "statuses/favourite",
        message: "Record not found",
        status: 404,
      }),
    ).toBe("“Like” failed: Record not found");
  });

  it("says so in the reader's language, the action by its button's label", () => {
    expect(
      describeFailure(german, {
        source: "relationships/block",
        message: "Record not found",
        status: 404,
      }),
    ).toBe("„Blockieren“ fehlgeschlagen: Record not found");
  });

  it("names the action when the server was not reached or said nothing", () => {
    expect(
      describeFailure(english, {
        source: "statuses/reblog",
        message: "Failed to fetch",
        status: null,
      }),
    ).toBe(
      "“Boost” failed: Could not reach the server. Check your connection and try again.",
    );
    expect(
      describeFailure(english, {
        source: "polls/vote",
        message: "",
        status: 502,
      }),
    ).toBe("“Vote” failed: The server answered 502.");
  });

  it("names an action that code loaded later registered", () => {
    const notice = {
      source: "adminExample/approve",
      message: "Forbidden",
      status: 403,
    };
    expect(describeFailure(english, notice)).toBe("Forbidden");
    registerActionLabels({
      "adminExample/approve": {
        id: "notifications.followRequest.accept",
        defaultMessage: "Accept",
      },
    });
    expect(describeFailure(english, notice)).toBe("“Accept” failed: Forbidden");
  });

  it("leaves loads as the server put it", () => {
    expect(
      describeFailure(english, {
        source: "timelines/fetch",
        message: "Too many requests",
        status: 429,
      }),
    ).toBe("Too many requests");
  });

  it("names only thunks that exist (no misspelt action types)", () => {
    const types = new Set(
      [
        announcements,
        interactions,
        pollsThunks,
        compose,
        statusesThunks,
        contextsThunks,
        media,
        relationships,
        notifications,
        session,
      ]
        .flatMap((module): unknown[] => Object.values(module))
        .flatMap((value: unknown) =>
          typeof value === "function" && "typePrefix" in value
            ? [String(value.typePrefix)]
            : [],
        ),
    );
    expect(Object.keys(FAILED_ACTIONS).filter((t) => !types.has(t))).toEqual(
      [],
    );
  });
});

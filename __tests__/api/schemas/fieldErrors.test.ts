import { readFieldErrors } from "../../../src/api/schemas/fieldErrors";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describe("readFieldErrors", () => {
  it.each([
    // Mastodon's message when it sends no details.
    [
      "Validation failed: Display name is too long (maximum is 30 characters)",
      "display_name",
    ],
    ["Validation failed: Avatar file size must be less than 2 MB", "avatar"],
    // Pleroma and Akkoma.
    ["Name is too long", "display_name"],
    ["File is too large", "image"],
    ["Too many field entries", "fields_attributes"],
    ["Invalid password.", "password"],
    ["New password does not match confirmation.", "new_password_confirmation"],
    ["New password can't be blank.", "new_password"],
    // GoToSocial.
    ["Unauthorized: old password was incorrect", "password"],
    ["Bad Request: note must be less than 5000 characters", "note"],
    ["Bad Request: header image exceeds the size limit", "header"],
    ["Something else went wrong", null],
  ])("%s → %s", (error, field) => {
    expect(readFieldErrors({ error }, "")).toEqual([{ field, message: error }]);
  });

  it("uses the fallback message where the body has none", () => {
    expect(readFieldErrors(null, "413 Payload Too Large")).toEqual([
      { field: "image", message: "413 Payload Too Large" },
    ]);
    expect(readFieldErrors("<html>", "")).toEqual([]);
  });

  it("reads Mastodon's details per parameter", () => {
    expect(
      readFieldErrors(
        {
          error: "Validation failed: Display name is too long",
          details: {
            display_name: [
              {
                error: "ERR_TOO_LONG",
                description: "is too long (maximum is 30 characters)",
              },
            ],
            note: "not a list",
          },
        },
        "",
      ),
    ).toEqual([
      {
        field: "display_name",
        message: "is too long (maximum is 30 characters)",
      },
    ]);
  });
});

describeWithFixtures("readFieldErrors on Mastodon's documented 422", () => {
  it("names every refused parameter", () => {
    const errors = readFieldErrors(
      readFixture("mastodon-docs", "methods-accounts-2.json"),
      "",
    );
    expect(errors.map((e) => e.field)).toEqual([
      "password",
      "username",
      "agreement",
    ]);
    expect(errors[0]?.message).toBe("can't be blank");
  });
});

describe("readFieldErrors on the notification settings' refusals", () => {
  it("names the policy case Mastodon's validation humanises", () => {
    expect(
      readFieldErrors(
        {
          error:
            "Validation failed: For new accounts is not included in the list",
        },
        "",
      ),
    ).toEqual([
      {
        field: "for_new_accounts",
        message:
          "Validation failed: For new accounts is not included in the list",
      },
    ]);
  });

  it("names GoToSocial's visibility and action", () => {
    const [error] = readFieldErrors(
      {
        error:
          "Bad Request: direct.can_reply: 'everyone' is not a recognized audience",
      },
      "",
    );
    expect(error?.field).toBe("direct.can_reply");
  });
});

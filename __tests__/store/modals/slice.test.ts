import {
  modalClosed,
  modalOpened,
  modalsReducer,
} from "../../../src/store/modals/slice";

const open = (type: Parameters<typeof modalOpened>[0]["type"]) =>
  modalOpened({ type });

function stack(
  ...actions: ReturnType<typeof modalOpened | typeof modalClosed>[]
) {
  return actions.reduce(modalsReducer, { stack: [] }).stack.map((m) => m.type);
}

describe("modals", () => {
  it("pushes on open", () => {
    expect(stack(open("MEDIA"), open("HOTKEYS"))).toEqual(["MEDIA", "HOTKEYS"]);
  });

  it("pops the top modal when closed without a type", () => {
    expect(stack(open("MEDIA"), open("HOTKEYS"), modalClosed())).toEqual([
      "MEDIA",
    ]);
    expect(stack(modalClosed())).toEqual([]);
  });

  it("removes a typed modal and everything above it", () => {
    expect(
      stack(
        open("UNAUTHORIZED"),
        open("MEDIA"),
        open("COMPARE_HISTORY"),
        open("HOTKEYS"),
        modalClosed({ type: "MEDIA" }),
      ),
    ).toEqual(["UNAUTHORIZED"]);
  });

  it("ignores closing a type that is not open", () => {
    expect(stack(open("MEDIA"), modalClosed({ type: "HOTKEYS" }))).toEqual([
      "MEDIA",
    ]);
  });

  it("keeps props", () => {
    const state = modalsReducer(
      undefined,
      modalOpened({
        type: "UNAUTHORIZED",
        props: { action: "FOLLOW", accountId: "1" },
      }),
    );
    expect(state.stack[0]?.props).toEqual({ action: "FOLLOW", accountId: "1" });
  });
});

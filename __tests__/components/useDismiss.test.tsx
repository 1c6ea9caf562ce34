import { fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import {
  useDismiss,
  type DismissOptions,
} from "../../src/components/useDismiss";

function Menu({
  close,
  options,
}: {
  close: (refocus: boolean) => void;
  options: Omit<DismissOptions, "isInside">;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(true, close, {
    ...options,
    isInside: (target) => ref.current?.contains(target) === true,
  });
  return (
    <>
      <div ref={ref}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </>
  );
}

function show(options: Omit<DismissOptions, "isInside"> = {}) {
  const close = jest.fn<undefined, [boolean]>();
  const onKey = jest.fn();
  const { unmount } = render(
    <div onKeyDown={onKey}>
      <Menu close={close} options={options} />
    </div>,
  );
  return { close, onKey, unmount };
}

describe("useDismiss", () => {
  it("Escape closes with the focus back on the toggle", () => {
    const { close, onKey } = show();
    fireEvent.keyDown(screen.getByRole("button", { name: "inside" }), {
      key: "Escape",
    });
    expect(close).toHaveBeenCalledWith(true);
    expect(onKey).toHaveBeenCalled();
  });

  it("a press outside closes; one inside does not", () => {
    const { close } = show();
    fireEvent.mouseDown(screen.getByRole("button", { name: "inside" }));
    expect(close).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole("button", { name: "outside" }));
    expect(close).toHaveBeenCalledWith(false);
  });

  it("captureEscape keeps Escape from what is around (a modal)", () => {
    const { close, onKey } = show({ captureEscape: true });
    fireEvent.keyDown(screen.getByRole("button", { name: "inside" }), {
      key: "Escape",
    });
    expect(close).toHaveBeenCalledWith(true);
    expect(onKey).not.toHaveBeenCalled();
  });

  it("closeOnScroll also closes on a focus move or a scroll outside", () => {
    const plain = show();
    fireEvent.focusIn(screen.getByRole("button", { name: "outside" }));
    fireEvent.scroll(window);
    expect(plain.close).not.toHaveBeenCalled();
    plain.unmount();
    const { close } = show({ closeOnScroll: true });
    fireEvent.focusIn(screen.getByRole("button", { name: "inside" }));
    expect(close).not.toHaveBeenCalled();
    fireEvent.focusIn(screen.getByRole("button", { name: "outside" }));
    expect(close).toHaveBeenCalledWith(false);
    fireEvent.scroll(window);
    expect(close).toHaveBeenCalledTimes(2);
  });
});

import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import qrcode from "qrcode-generator";
import { QrCode } from "../../src/components/QrCode";
import { renderWithProviders } from "../support/renderWithProviders";

const URI =
  "otpauth://totp/Potluck:alice?secret=JBSWY3DPEHPK3PXP&issuer=Potluck";

/** The modules the encoder makes of `value`, each dark one as "row,col" in the drawing's frame. */
function expectedModules(value: string): Set<string> {
  const qr = qrcode(0, "M");
  qr.addData(value);
  qr.make();
  const dark = new Set<string>();
  for (let row = 0; row < qr.getModuleCount(); row += 1)
    for (let col = 0; col < qr.getModuleCount(); col += 1)
      if (qr.isDark(row, col)) dark.add(`${row + 4},${col + 4}`);
  return dark;
}

/** The squares the drawing's path paints, as "row,col". */
function drawnModules(path: string): Set<string> {
  return new Set(
    Array.from(
      path.matchAll(/M(\d+) (\d+)h1v1h-1z/g),
      ([, x, y]) => `${y},${x}`,
    ),
  );
}

describe("QrCode", () => {
  it("draws every dark module of the value with a quiet zone, under its accessible name", async () => {
    renderWithProviders(<QrCode value={URI} label="QR code of the key" />);
    const image = await screen.findByRole("img", {
      name: "QR code of the key",
    });
    const size = expectedModules(URI).size;
    expect(size).toBeGreaterThan(100);
    const path = image.querySelector("path")?.getAttribute("d") ?? "";
    expect(drawnModules(path)).toEqual(expectedModules(URI));
    const count = Math.max(
      ...[...expectedModules(URI)].map((m) => Number(m.split(",")[0])),
    );
    expect(image.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
    expect(
      Number(image.getAttribute("viewBox")?.split(" ")[2]),
    ).toBeGreaterThan(count + 4);
  });

  it("draws the new value when it changes", async () => {
    const other = `${URI}&period=30`;
    function Switcher() {
      const [value, setValue] = useState(URI);
      return (
        <>
          <button type="button" onClick={() => setValue(other)}>
            Next
          </button>
          <QrCode value={value} label="Code" />
        </>
      );
    }
    renderWithProviders(<Switcher />);
    await screen.findByRole("img", { name: "Code" });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => {
      const path =
        screen
          .getByRole("img", { name: "Code" })
          .querySelector("path")
          ?.getAttribute("d") ?? "";
      expect(drawnModules(path)).toEqual(expectedModules(other));
    });
  });
});

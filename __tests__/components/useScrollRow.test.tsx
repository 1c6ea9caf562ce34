import { act, render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { useScrollRow } from "../../src/components/useScrollRow";

/*
 * jsdom lays nothing out, so the row's geometry is drawn here: items 100 px
 * wide side by side in a 250 px row, moved left by the row's scrollLeft.
 */
const ITEM = 100;
const ROW = 250;

function layOut(row: HTMLElement) {
  let scrollLeft = 0;
  Object.defineProperties(row, {
    clientWidth: { value: ROW },
    scrollWidth: { get: () => row.children.length * ITEM },
    scrollLeft: {
      get: () => scrollLeft,
      set: (value: number) => {
        scrollLeft = Math.max(0, Math.min(value, row.scrollWidth - ROW));
      },
    },
  });
  row.getBoundingClientRect = () => new DOMRect(0, 0, ROW, 40);
  jest
    .spyOn(HTMLLIElement.prototype, "getBoundingClientRect")
    .mockImplementation(function (this: HTMLLIElement) {
      const index = [...row.children].indexOf(this);
      return new DOMRect(index * ITEM - scrollLeft, 0, ITEM, 40);
    });
}

function Row({ before }: { before: string[] }) {
  const ref = useScrollRow<HTMLUListElement>();
  return (
    <ul ref={ref} data-testid="row">
      {before.map((name) => (
        <li key={name}>{name}</li>
      ))}
      <li aria-current="page">current</li>
      <li>after</li>
    </ul>
  );
}

describe("useScrollRow", () => {
  it("keeps the current item in sight when items appear before it", async () => {
    const at = (before: string[]) => (
      <MemoryRouter>
        <Row before={before} />
      </MemoryRouter>
    );
    const { getByTestId, rerender } = render(at(["a"]));
    const row = getByTestId("row");
    layOut(row);
    // Sections that appear once the server's features are known: the row
    // keeps its size, but the current item moves out of sight unless the
    // row scrolls to it again.
    await act(async () => {
      rerender(at(["a", "b", "c", "d", "e"]));
      // The mutation observer reports in a microtask.
      await Promise.resolve();
    });
    const current = row.querySelector('[aria-current="page"]')!;
    const { left, right } = current.getBoundingClientRect();
    // Clear of the 40 px fades at both edges.
    expect(left).toBeGreaterThanOrEqual(40);
    expect(right).toBeLessThanOrEqual(ROW - 40);
    expect(row).toHaveAttribute("data-more-left");
    expect(row).toHaveAttribute("data-more-right");
  });
});

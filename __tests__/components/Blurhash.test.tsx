import { Blurhash } from "../../src/components/Blurhash";
import { renderWithProviders } from "../support/renderWithProviders";

const HASH = "LEHV6nWB2yk8pyo0adR*.7kCMdnj";

describe("Blurhash", () => {
  it("decodes a valid hash into a hidden 32×32 canvas", () => {
    const putImageData = jest.fn();
    jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
      createImageData: (w: number, h: number) => ({
        data: new Uint8ClampedArray(w * h * 4),
      }),
      putImageData,
    } as unknown as CanvasRenderingContext2D);

    const { container } = renderWithProviders(<Blurhash hash={HASH} />);
    const canvas = container.querySelector("canvas");
    expect(canvas).toHaveAttribute("aria-hidden", "true");
    expect(canvas).toHaveAttribute("width", "32");
    expect(canvas).toHaveAttribute("height", "32");
    expect(putImageData).toHaveBeenCalledTimes(1);
    const [image] = putImageData.mock.calls[0] as [{ data: Uint8ClampedArray }];
    expect(image.data.some((v) => v > 0)).toBe(true);
  });

  it.each([["short"], [""], [null], ["LEHV6nWB2yk8pyo0adR*.7kCMdn"]])(
    "renders nothing for the invalid hash %p",
    (hash) => {
      const { container } = renderWithProviders(<Blurhash hash={hash} />);
      expect(container).toBeEmptyDOMElement();
    },
  );
});

import { act, screen, waitFor } from "@testing-library/react";
import { Icon } from "../../src/components/Icon";
import {
  ICON_RETRIES,
  ICON_RETRY_AFTER_MS,
} from "../../src/components/iconRetry";
import { renderWithProviders } from "../support/renderWithProviders";

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24"/></svg>';

function serve(status: number, contentType: string) {
  jest
    .spyOn(globalThis, "fetch")
    .mockResolvedValue(
      new Response(SVG, { status, headers: { "content-type": contentType } }),
    );
}

describe("Icon", () => {
  it("is decorative by default", async () => {
    const { container } = renderWithProviders(<Icon src={SVG} />);
    await waitFor(() => expect(container.querySelector("svg")).not.toBeNull());
    expect(container.querySelector("svg")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("is an image named by its title", async () => {
    renderWithProviders(<Icon src={SVG} title="Boost" />);
    const img = await screen.findByRole("img", { name: "Boost" });
    expect(img.tagName.toLowerCase()).toBe("svg");
    expect(img.querySelector("title")).toHaveTextContent("Boost");
  });

  it("loads an SVG file by URL", async () => {
    serve(200, "image/svg+xml");
    const { container } = renderWithProviders(
      <Icon src="https://cdn.example/ok.svg" />,
    );
    await waitFor(() =>
      expect(container.querySelector("svg path")).not.toBeNull(),
    );
  });

  it.each([
    ["Not found", "https://cdn.example/missing.svg", 404, "image/svg+xml"],
    [
      "Content type isn't valid: text/html",
      "https://cdn.example/page.svg",
      200,
      "text/html",
    ],
  ])(
    "shows the fallback and reports '%s'",
    async (message, src, status, type) => {
      serve(status, type);
      const onError = jest.fn();
      renderWithProviders(
        <Icon src={src} onError={onError} fallback={<span>fallback</span>} />,
      );
      expect(await screen.findByText("fallback")).toBeInTheDocument();
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ message }),
      );
    },
  );

  it("reports a missing src and keeps the label on the fallback", async () => {
    const onError = jest.fn();
    renderWithProviders(<Icon src="" title="Reply" onError={onError} />);
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Missing src" }),
      ),
    );
    expect(screen.getByRole("img", { name: "Reply" }).tagName).toBe("SPAN");
  });

  describe("after a failed fetch", () => {
    /** The server is down (fetch rejects) until `up` is set. */
    function serverDown() {
      const state = { up: false };
      const fetch = jest.spyOn(globalThis, "fetch").mockImplementation(() =>
        state.up
          ? Promise.resolve(
              new Response(SVG, {
                status: 200,
                headers: { "content-type": "image/svg+xml" },
              }),
            )
          : Promise.reject(new TypeError("Failed to fetch")),
      );
      return { state, fetch };
    }

    const requests = (fetch: jest.SpyInstance, src: string) =>
      fetch.mock.calls.filter(([url]) => String(url) === src).length;

    it("asks again when the browser comes back online", async () => {
      const { state, fetch } = serverDown();
      const src = "https://cdn.example/online.svg";
      const onError = jest.fn();
      const { container } = renderWithProviders(
        <Icon src={src} onError={onError} />,
      );
      await waitFor(() => expect(onError).toHaveBeenCalled());
      expect(container.querySelector("svg")).toBeNull();
      state.up = true;
      act(() => {
        window.dispatchEvent(new Event("online"));
      });
      await waitFor(() =>
        expect(container.querySelector("svg path")).not.toBeNull(),
      );
      expect(requests(fetch, src)).toBe(2);
    });

    it("asks again on a later render, and only a few times", async () => {
      const { fetch } = serverDown();
      const src = "https://cdn.example/render.svg";
      const onError = jest.fn();
      const view = renderWithProviders(<Icon src={src} onError={onError} />);
      await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
      const now = Date.now();
      const clock = jest.spyOn(Date, "now");
      // Renders right after a failure ask nothing; a render once the wait is over asks again.
      view.rerender(<Icon src={src} onError={onError} />);
      expect(requests(fetch, src)).toBe(1);
      for (let n = 2; n <= ICON_RETRIES + 1; n++) {
        clock.mockReturnValue(now + n * ICON_RETRY_AFTER_MS);
        view.rerender(<Icon src={src} onError={onError} />);
        await waitFor(() => expect(onError).toHaveBeenCalledTimes(n));
      }
      // The retries are spent: more renders, even online, ask nothing more.
      clock.mockReturnValue(now + 100 * ICON_RETRY_AFTER_MS);
      view.rerender(<Icon src={src} onError={onError} />);
      act(() => {
        window.dispatchEvent(new Event("online"));
      });
      expect(requests(fetch, src)).toBe(ICON_RETRIES + 1);
      expect(view.container.querySelector("svg")).toBeNull();
    });
  });
});

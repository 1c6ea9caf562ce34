import { screen, waitFor } from "@testing-library/react";
import { Icon } from "../../src/components/Icon";
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
});

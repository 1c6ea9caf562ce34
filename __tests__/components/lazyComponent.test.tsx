import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import {
  deferredLoad,
  lazyComponent,
  loadAllDeferred,
} from "../../src/components/lazyComponent";

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazyComponent", () => {
  it("suspends while its chunk loads, then renders", async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Hello), {
      register: false,
    });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("Hello Ada")).toBeInTheDocument();
  });

  it("renders at once, without its fallback, when preloaded", async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Lazy = lazyComponent(load, { register: false });
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Grace")).toBeInTheDocument();
    expect(screen.queryByText("loading")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is loaded by loadAllDeferred unless kept out", async () => {
    const kept = jest.fn(() => Promise.resolve(Hello));
    const out = jest.fn(() => Promise.resolve(Hello));
    lazyComponent(kept);
    lazyComponent(out, { register: false });
    const other = jest.fn(() => Promise.resolve(1));
    const once = deferredLoad(other);
    await loadAllDeferred();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(out).not.toHaveBeenCalled();
    await once();
    expect(other).toHaveBeenCalledTimes(1);
  });
});

import { render, screen } from "@testing-library/react";
import { FormattedMessage } from "react-intl";
import { Provider } from "react-redux";
import { ThemeProvider } from "styled-components";
import { LocaleGate } from "../../src/app/LocaleGate";
import { parseConfig } from "../../src/config";
import { createAppStore } from "../../src/store";
import { buildTheme } from "../../src/styles/theme";
import { stateWith } from "../store/mockStore";
import { recordingClient } from "../store/session/support";

function renderGate(locale: "fr" | "en-GB") {
  const { client } = recordingClient({});
  const initial = stateWith();
  const store = createAppStore({
    client,
    preloadedState: {
      ...initial,
      instance: { ...initial.instance, fetchedAt: Date.now() },
    },
    recorder: null,
  });
  // The locale's file leaves the message out: it reads as the default does.
  const messages = Promise.resolve({ locale, messages: {} });
  return render(
    <Provider store={store}>
      <ThemeProvider theme={buildTheme(parseConfig({}, "http://127.0.0.1"))}>
        <LocaleGate messages={messages}>
          <p>
            <FormattedMessage
              id="test.replies"
              defaultMessage="{count, plural, one {# reply} other {# replies}} ({total, number})"
              values={{ count: 0, total: 1234.5 }}
            />
          </p>
        </LocaleGate>
      </ThemeProvider>
    </Provider>,
  );
}

describe("LocaleGate", () => {
  it("formats a message the locale's file leaves out by that locale's rules", async () => {
    renderGate("fr");
    // French counts zero as one, and writes 1,234.5 as 1 234,5.
    expect(
      await screen.findByText(/^0 reply \(1\s234,5\)$/),
    ).toBeInTheDocument();
  });

  it("formats it in English for an English locale", async () => {
    renderGate("en-GB");
    expect(await screen.findByText("0 replies (1,234.5)")).toBeInTheDocument();
  });
});

import type { ReactElement, ReactNode } from "react";
import { Provider } from "react-redux";
import type { MemberStore } from "../../store/compose/support";
import { renderWithProviders } from "../../support/renderWithProviders";

/** Renders `ui` with the app's providers around a member's store. */
export function renderWithMember(ui: ReactElement, test: MemberStore) {
  const wrap = ({ children }: { children: ReactNode }) => (
    <Provider store={test.store}>{children}</Provider>
  );
  return renderWithProviders(ui, { route: "/", wrap });
}

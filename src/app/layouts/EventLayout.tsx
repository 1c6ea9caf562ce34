import { Suspense } from "react";
import { useIntl } from "react-intl";
import { Outlet } from "react-router-dom";
import { EventTabs } from "../../features/event/EventTabs";
import { useAppSelector } from "../../store/hooks";
import { lazyScreen } from "../lazyScreen";
import { NotFoundScreen } from "../NotFoundScreen";
import { SearchBox } from "../../features/search/SearchBox";
import { useMinWidth } from "../useMediaQuery";
import { TwoColumns, Main, Side, sideLabels } from "./ThreeColumnLayout";

const EventHeader = lazyScreen(() =>
  import(
    /* webpackChunkName: "event-header" */ "../../features/event/EventHeader"
  ).then((m) => m.EventHeader),
);

/**
 * The event layout: event header plus Information and Discussion tabs. The
 * event routes exist only when the server reports event support.
 */
export function EventLayout() {
  const hasEvents = useAppSelector((state) => state.instance.features.events);
  const isLg = useMinWidth("lg");
  const intl = useIntl();
  if (!hasEvents) return <NotFoundScreen />;
  return (
    <TwoColumns data-lg={isLg || undefined}>
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          <EventHeader />
        </Suspense>
        <EventTabs />
        <Outlet />
      </Main>
      {isLg && (
        <Side as="aside" aria-label={intl.formatMessage(sideLabels.sidebar)}>
          <SearchBox />
        </Side>
      )}
    </TwoColumns>
  );
}

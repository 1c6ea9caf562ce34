import { useState } from "react";
import { FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { Link } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import styled from "styled-components";
import { selectMayUseSection } from "../../store/admin/selectors";
import { selectAdminDashboard } from "../../store/admin/dashboard/slice";
import {
  fetchMetrics,
  fetchOpenReportCount,
  fetchPendingCount,
  type Count,
} from "../../store/admin/dashboard/thunks";
import { useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { useRequest, type RequestState } from "../../store/useRequest";
import { sectionNames } from "./adminSections";
import { AdminForbidden, isForbidden } from "./AdminForbidden";
import { accountsMessages } from "./accountsMessages";
import {
  Card,
  CardName,
  DimensionChart,
  Figure,
  MeasureChart,
  RetentionChart,
} from "./DashboardCharts";
import { dashboardMessages as m } from "./dashboardMessages";
import { registerSectionActions } from "./sectionActions";
import { SectionPart, SectionScreen } from "./SectionScreen";
import { paths } from "../../utils/paths";

registerSectionActions();

/** `/admin`: what waits for staff, and how the server is doing where it says. */
export function AdminDashboardScreen() {
  const intl = useIntl();
  const reports = useAppSelector((s) => selectMayUseSection(s, "reports"));
  const accounts = useAppSelector((s) => selectMayUseSection(s, "accounts"));
  const metrics = useAppSelector((s) =>
    selectSupports(s, "mastodonAdminMetrics"),
  );
  const dashboard = useAppSelector(selectAdminDashboard);
  const reportsRequest = useRequest(fetchOpenReportCount, undefined, {
    skip: !reports,
  });
  const pendingRequest = useRequest(fetchPendingCount, undefined, {
    skip: !accounts,
  });
  // The window ends today as the page opened, so a retry asks the same.
  const [now] = useState(() => Date.now());
  const metricsRequest = useRequest(fetchMetrics, { now }, { skip: !metrics });
  return (
    <SectionScreen title={intl.formatMessage(sectionNames.dashboard)}>
      <SectionPart>
        <Cards>
          {reports && (
            <CountCard
              name={m.openReports}
              to={paths.admin("reports")}
              count={dashboard.openReports}
              request={reportsRequest}
              forbidden={m.reportsForbidden}
            />
          )}
          {accounts && (
            <CountCard
              name={m.pending}
              to={`${paths.admin("accounts")}?status=pending`}
              count={dashboard.pending}
              request={pendingRequest}
              forbidden={accountsMessages.forbidden}
            />
          )}
        </Cards>
      </SectionPart>
      {metrics && metricsRequest.phase === "done" && (
        <SectionPart aria-labelledby="admin-dashboard-metrics">
          <h2 id="admin-dashboard-metrics">
            <FormattedMessage {...m.lastDays} />
          </h2>
          <Cards>
            {dashboard.measures.map((measure) => (
              <MeasureChart key={measure.key} measure={measure} />
            ))}
            {dashboard.dimensions.map((dimension) => (
              <DimensionChart key={dimension.key} dimension={dimension} />
            ))}
            <RetentionChart cohorts={dashboard.retention} />
          </Cards>
        </SectionPart>
      )}
    </SectionScreen>
  );
}

interface CountCardProps {
  name: MessageDescriptor;
  to: string;
  count: Count | null;
  request: RequestState;
  forbidden: MessageDescriptor;
}

function CountCard({ name, to, count, request, forbidden }: CountCardProps) {
  const intl = useIntl();
  const refused = request.failure !== null && isForbidden(request.failure);
  return (
    <Card>
      <CardName>
        <Link to={to}>{intl.formatMessage(name)}</Link>
      </CardName>
      {refused ? (
        <AdminForbidden what={forbidden} />
      ) : (
        <Figure aria-busy={request.phase === "loading"}>
          {count === null ? (
            <Spinner size={24} />
          ) : count.more ? (
            intl.formatMessage(m.atLeast, {
              count: intl.formatNumber(count.count),
            })
          ) : (
            intl.formatNumber(count.count)
          )}
        </Figure>
      )}
    </Card>
  );
}

const Cards = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

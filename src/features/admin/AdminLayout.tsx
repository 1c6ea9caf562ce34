import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Outlet, useLocation } from "react-router-dom";
import styled from "styled-components";
import { Message } from "../../components/Message";
import { Spinner } from "../../components/Spinner";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import type { AdminSection } from "../../api/staffRole";
import {
  selectServesSection,
  selectStaffRole,
} from "../../store/admin/selectors";
import { fetchStaffCounts } from "../../store/admin/counts/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useStream } from "../../store/streaming/useStream";
import { SectionFrame } from "../../components/SectionNav";
import { AdminNav } from "./AdminNav";
import { sectionNames, sectionOfPath } from "./adminSections";

/**
 * The staff console's frame (issue 16): the section nav, and each section
 * shown only to a role that may use it on a server that has its API; a
 * member who is not staff is told the console is for staff. The counts of
 * the nav and the account menu's badge are read again as the console's
 * page changes (at most once a minute) and follow the user stream live.
 */
export function AdminLayout() {
  const intl = useIntl();
  const role = useAppSelector(selectStaffRole);
  const known = useAppSelector((state) => state.session.me !== null);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const isStaff = role.kind !== null;
  useStream(isStaff ? "user" : null);
  useEffect(() => {
    if (isStaff) void dispatch(fetchStaffCounts());
  }, [dispatch, isStaff, pathname]);
  useDocumentTitle(
    intl.formatMessage({ id: "admin.title", defaultMessage: "Staff console" }),
  );

  if (!known)
    return (
      <Centered>
        <Spinner />
      </Centered>
    );
  if (!isStaff)
    return (
      <Alone id="main" tabIndex={-1}>
        <Message>
          <FormattedMessage
            id="admin.notStaff"
            defaultMessage="The staff console is for the server's admins and moderators."
          />
        </Message>
      </Alone>
    );
  return (
    <SectionFrame>
      <AdminNav sections={role.sections} />
      <Main id="main" tabIndex={-1}>
        <SectionGate
          section={sectionOfPath(pathname)}
          allowed={role.sections}
        />
      </Main>
    </SectionFrame>
  );
}

interface SectionGateProps {
  section: AdminSection | null;
  allowed: readonly AdminSection[];
}

/** The route's screen, or why this role or this server has none. */
function SectionGate({ section, allowed }: SectionGateProps) {
  const intl = useIntl();
  const served = useAppSelector(
    (state) => section !== null && selectServesSection(state, section),
  );
  if (section === null || allowed.includes(section)) return <Outlet />;
  const name = intl.formatMessage(sectionNames[section]);
  return (
    <Message>
      {served ? (
        <FormattedMessage
          id="admin.gate.role"
          defaultMessage="Your role cannot open {section}."
          values={{ section: name }}
        />
      ) : (
        <FormattedMessage
          id="admin.gate.server"
          defaultMessage="This server has no {section} the console can manage."
          values={{ section: name }}
        />
      )}
    </Message>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const Alone = styled.main`
  max-inline-size: 600px;
  margin-inline: auto;
  outline: none;
`;

const Main = styled.main`
  min-inline-size: 0;
  outline: none;
`;

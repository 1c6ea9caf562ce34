import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { SidePanel } from "../../components/SidePanel";
import { useAppSelector } from "../../store/hooks";
import { selectListById, selectListIds } from "../../store/lists/selectors";
import { fetchLists } from "../../store/lists/thunks";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { listMessages } from "./listMessages";

/** How many lists the sidebar names; the rest are a click away. */
const SHOWN = 6;

/** The sidebar's lists for members: favourites first, then by title, and "All lists". */
export function ListsPanel() {
  useRequest(fetchLists, undefined);
  const ids = useAppSelector(selectListIds);
  if (ids === null) return null;
  return (
    <SidePanel title={<FormattedMessage {...listMessages.title} />}>
      <Links>
        {ids.slice(0, SHOWN).map((id) => (
          <PanelLink key={id} id={id} />
        ))}
        <li>
          <Link to={paths.lists()}>
            <FormattedMessage id="lists.panel.all" defaultMessage="All lists" />
          </Link>
        </li>
      </Links>
    </SidePanel>
  );
}

function PanelLink({ id }: { id: string }) {
  const list = useAppSelector((state) => selectListById(state, id));
  if (!list) return null;
  return (
    <li>
      <Link to={paths.list(id)}>{list.title}</Link>
    </li>
  );
}

const Links = styled.ul`
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  li:last-child a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

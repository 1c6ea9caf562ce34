import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../components/Button";
import {
  selectBookmarkFolderById,
  selectBookmarkFolderIds,
} from "../../store/bookmarks/selectors";
import { fetchBookmarkFolders } from "../../store/bookmarks/thunks";
import { useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { FolderName } from "./FolderName";
import { FolderNameDialog } from "./FolderNameDialog";

export interface FolderBarProps {
  /** The folder shown, or null for all bookmarks. */
  activeId: string | null;
}

/** All bookmarks and each folder, as links, and "New folder". */
export function FolderBar({ activeId }: FolderBarProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  useRequest(fetchBookmarkFolders, undefined);
  const ids = useAppSelector(selectBookmarkFolderIds);
  const [creating, setCreating] = useState(false);
  return (
    <Bar
      aria-label={intl.formatMessage({
        id: "bookmarks.title",
        defaultMessage: "Bookmarks",
      })}
    >
      <Tabs>
        <li>
          <Tab
            to={paths.bookmarks()}
            aria-current={activeId === null ? "page" : undefined}
          >
            <FormattedMessage id="bookmarks.folders.all" defaultMessage="All" />
          </Tab>
        </li>
        {ids?.map((id) => (
          <li key={id}>
            <FolderTab id={id} active={id === activeId} />
          </li>
        ))}
      </Tabs>
      <Button size="sm" variant="secondary" onClick={() => setCreating(true)}>
        <FormattedMessage
          id="bookmarks.folder.new"
          defaultMessage="New folder"
        />
      </Button>
      {creating && (
        <FolderNameDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => void navigate(paths.bookmarks(id))}
        />
      )}
    </Bar>
  );
}

function FolderTab({ id, active }: { id: string; active: boolean }) {
  const folder = useAppSelector((state) => selectBookmarkFolderById(state, id));
  if (!folder) return null;
  return (
    <Tab to={paths.bookmarks(id)} aria-current={active ? "page" : undefined}>
      <FolderName folder={folder} />
    </Tab>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Tabs = styled.ul`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &[aria-current="page"] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

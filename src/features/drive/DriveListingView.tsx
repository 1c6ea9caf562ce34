import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Message } from "../../components/Message";
import { Spinner } from "../../components/Spinner";
import {
  selectDriveListing,
  selectDriveUploads,
} from "../../store/drive/selectors";
import { folderKey } from "../../store/drive/state";
import { fetchDriveFolder } from "../../store/drive/thunks";
import { useAppSelector } from "../../store/hooks";
import { useRequest } from "../../store/useRequest";
import { DriveFileCard } from "./DriveFileCard";
import { driveMessages as messages } from "./driveMessages";

export interface DriveListingViewProps {
  folderId: string | null;
  /** Folders open as links (the drive screen)... */
  folderPath?: (id: string | null) => string;
  /** ...or in place (the composer's picker). */
  onOpenFolder?: (id: string | null) => void;
  onPick?: (id: string, name: string) => void;
}

/** One folder of the drive: a way up, its sub-folders, its files and the uploads on their way in. */
export function DriveListingView({
  folderId,
  folderPath,
  onOpenFolder,
  onPick,
}: DriveListingViewProps) {
  const intl = useIntl();
  const request = useRequest(fetchDriveFolder, { folderId });
  const listing = useAppSelector((state) =>
    selectDriveListing(state, folderId),
  );
  const uploads = useAppSelector(selectDriveUploads).filter(
    (upload) => upload.folderKey === folderKey(folderId),
  );
  if (!listing) {
    if (request.phase === "failed")
      return (
        <Message onRetry={request.retry} failure={request.failure}>
          {request.failure?.message}
        </Message>
      );
    return <Spinner />;
  }
  const folderLink = (id: string | null, label: string) =>
    folderPath ? (
      <Link to={folderPath(id)}>{label}</Link>
    ) : (
      <FolderButton type="button" onClick={() => onOpenFolder?.(id)}>
        {label}
      </FolderButton>
    );
  const isEmpty =
    listing.folders.length === 0 &&
    listing.fileIds.length === 0 &&
    uploads.length === 0;
  return (
    <Body>
      {listing.id !== null && (
        <Up>{folderLink(listing.parentId, intl.formatMessage(messages.up))}</Up>
      )}
      {listing.folders.length > 0 && (
        <Folders aria-label={intl.formatMessage(messages.folders)}>
          {listing.folders.map((entry) => (
            <li key={entry.id}>{folderLink(entry.id, entry.name)}</li>
          ))}
        </Folders>
      )}
      {(listing.fileIds.length > 0 || uploads.length > 0) && (
        <Files aria-label={intl.formatMessage(messages.files)}>
          {listing.fileIds.map((id) => (
            <li key={id}>
              <DriveFileCard id={id} onPick={onPick} />
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={upload.key}>
              <Pending role="status">
                <Spinner decorative />
                {intl.formatMessage(messages.uploading, { name: upload.name })}
              </Pending>
            </li>
          ))}
        </Files>
      )}
      {isEmpty && <Message>{intl.formatMessage(messages.empty)}</Message>}
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Up = styled.p`
  margin: 0;
`;

const Folders = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const FolderButton = styled.button`
  color: ${({ theme }) => theme.colors.link};
  background: none;
  font: inherit;
  cursor: pointer;
`;

const Files = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pending = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  block-size: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

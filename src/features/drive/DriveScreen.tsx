import { nanoid } from "@reduxjs/toolkit";
import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { ColumnHeader } from "../../components/ColumnHeader";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { selectDriveListing } from "../../store/drive/selectors";
import {
  createDriveFolder,
  removeDriveFolder,
  renameDriveFolder,
  uploadDriveFile,
} from "../../store/drive/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { paths } from "../../utils/paths";
import { driveMessages as messages } from "./driveMessages";
import { DriveListingView } from "./DriveListingView";
import { NameForm } from "./NameForm";

type Editing = "none" | "newFolder" | "rename";

/**
 * `/drive` and `/drive/:folderId` (gate `drive`, Iceshrimp.NET): the
 * member's folders and files, uploads into the folder shown, new folders,
 * and the folder itself renamed or, once empty, deleted.
 */
export function DriveScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const folderId = useParams().folderId ?? null;
  const listing = useAppSelector((state) =>
    selectDriveListing(state, folderId),
  );
  const [editing, setEditing] = useState<Editing>("none");
  const fileRef = useRef<HTMLInputElement>(null);
  const driveTitle = intl.formatMessage(messages.title);
  const title = listing?.name ?? driveTitle;
  useDocumentTitle(title);

  const onFiles = (files: FileList | null) => {
    for (const file of Array.from(files ?? []))
      void dispatch(uploadDriveFile({ folderId, key: nanoid(), file }));
    if (fileRef.current) fileRef.current.value = "";
  };
  const refusal = (outcome: { payload?: { message: string } | undefined }) =>
    outcome.payload?.message ?? "";
  const onDelete = async () => {
    if (!listing || folderId === null) return;
    const outcome = await dispatch(
      removeDriveFolder({ id: folderId, parentId: listing.parentId }),
    );
    if (removeDriveFolder.fulfilled.match(outcome))
      void navigate(paths.drive(listing.parentId ?? undefined));
  };

  return (
    <Column>
      <ColumnHeader title={title} />
      <Tools>
        <input
          ref={fileRef}
          type="file"
          multiple
          hidden
          aria-label={intl.formatMessage(messages.upload)}
          onChange={(event) => onFiles(event.target.files)}
        />
        <Button size="sm" onClick={() => fileRef.current?.click()}>
          {intl.formatMessage(messages.upload)}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing("newFolder")}
        >
          {intl.formatMessage(messages.newFolder)}
        </Button>
        {folderId !== null && listing && (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing("rename")}
            >
              {intl.formatMessage(messages.renameFolder)}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void onDelete()}
            >
              {intl.formatMessage(messages.deleteFolder)}
            </Button>
          </>
        )}
      </Tools>
      {editing !== "none" && (
        <Editor>
          <NameForm
            key={editing}
            label={intl.formatMessage(messages.folderName)}
            initial={editing === "rename" ? (listing?.name ?? "") : ""}
            onDone={() => setEditing("none")}
            onSave={async (name) => {
              if (editing === "rename" && folderId !== null) {
                const outcome = await dispatch(
                  renameDriveFolder({ id: folderId, name }),
                );
                return renameDriveFolder.fulfilled.match(outcome)
                  ? null
                  : refusal(outcome);
              }
              const outcome = await dispatch(
                createDriveFolder({ parentId: folderId, name }),
              );
              return createDriveFolder.fulfilled.match(outcome)
                ? null
                : refusal(outcome);
            }}
          />
        </Editor>
      )}
      <Content>
        <DriveListingView
          folderId={folderId}
          folderPath={(id) => paths.drive(id ?? undefined)}
        />
      </Content>
    </Column>
  );
}

const Column = styled.section`
  background: ${({ theme }) => theme.colors.surface};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.lg};
`;

const Editor = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg} 0;
`;

const Content = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

import { useState } from "react";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectDriveFile } from "../../store/drive/selectors";
import { removeDriveFile, renameDriveFile } from "../../store/drive/thunks";
import { driveMessages as messages } from "./driveMessages";
import { NameForm } from "./NameForm";

export interface DriveFileCardProps {
  id: string;
  /** Picking (the composer): the card is one button that picks the file. */
  onPick?: (id: string, name: string) => void;
}

/** A drive file: its thumbnail, name and type; renamed or deleted in place where not picking. */
export function DriveFileCard({ id, onPick }: DriveFileCardProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const file = useAppSelector((state) => selectDriveFile(state, id));
  const [renaming, setRenaming] = useState(false);
  if (!file) return null;
  const preview = (
    <Thumb aria-hidden="true">
      {file.thumbnailUrl ? (
        <img src={file.thumbnailUrl} alt="" loading="lazy" />
      ) : (
        <span>{file.contentType.split("/")[1] ?? file.contentType}</span>
      )}
    </Thumb>
  );
  const details = (
    <>
      <Name>{file.filename}</Name>
      <Type>{file.contentType}</Type>
    </>
  );
  if (onPick)
    return (
      <PickCard type="button" onClick={() => onPick(file.id, file.filename)}>
        {preview}
        {details}
      </PickCard>
    );
  return (
    <Card>
      {preview}
      {renaming ? (
        <NameForm
          label={intl.formatMessage(messages.fileName)}
          initial={file.filename}
          onDone={() => setRenaming(false)}
          onSave={async (filename) => {
            const outcome = await dispatch(renameDriveFile({ id, filename }));
            return renameDriveFile.fulfilled.match(outcome)
              ? null
              : (outcome.payload?.message ?? "");
          }}
        />
      ) : (
        <>
          {details}
          <Actions>
            <Button
              size="sm"
              variant="secondary"
              aria-label={intl.formatMessage(messages.renameNamed, {
                name: file.filename,
              })}
              onClick={() => setRenaming(true)}
            >
              {intl.formatMessage(messages.rename)}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={intl.formatMessage(messages.deleteNamed, {
                name: file.filename,
              })}
              onClick={() => void dispatch(removeDriveFile({ id }))}
            >
              {intl.formatMessage(messages.delete)}
            </Button>
          </Actions>
        </>
      )}
    </Card>
  );
}

const cardStyle = `
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-inline-size: 0;
  text-align: start;
`;

const Card = styled.div`
  ${cardStyle}
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const PickCard = styled.button`
  ${cardStyle}
  inline-size: 100%;
  block-size: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Thumb = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.mutedText};
  text-transform: uppercase;

  > img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Type = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

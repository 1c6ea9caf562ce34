import { nanoid } from "@reduxjs/toolkit";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Modal } from "../../components/Modal";
import { attachDriveFile } from "../../store/compose/media";
import type { ComposerId } from "../../store/compose/draft";
import { useAppDispatch } from "../../store/hooks";
import { driveMessages as messages } from "./driveMessages";
import { DriveListingView } from "./DriveListingView";

export interface DrivePickerProps {
  composerId: ComposerId;
  onClose: () => void;
}

/** The drive in a dialog, folder by folder: the file pressed is attached and the dialog closes. */
export function DrivePicker({ composerId, onClose }: DrivePickerProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [folderId, setFolderId] = useState<string | null>(null);
  return (
    <Modal
      title={intl.formatMessage(messages.fromDrive)}
      onClose={onClose}
      size="lg"
    >
      <DriveListingView
        folderId={folderId}
        onOpenFolder={setFolderId}
        onPick={(fileId, name) => {
          void dispatch(
            attachDriveFile({ composerId, key: nanoid(), fileId, name }),
          );
          onClose();
        }}
      />
    </Modal>
  );
}

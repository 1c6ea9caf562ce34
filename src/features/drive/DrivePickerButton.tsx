import { Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { lazyComponent } from "../../components/lazyComponent";
import type { ComposerId } from "../../store/compose/draft";
import { driveMessages as messages } from "./driveMessages";

const DrivePicker = lazyComponent(() =>
  import(/* webpackChunkName: "drive-picker" */ "./DrivePicker").then(
    (m) => m.DrivePicker,
  ),
);

export interface DrivePickerButtonProps {
  composerId: ComposerId;
  disabled: boolean;
}

/** The composer's "From drive" (gate `drive`): a file of the member's drive becomes an attachment. */
export function DrivePickerButton({
  composerId,
  disabled,
}: DrivePickerButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void DrivePicker.preload()}
      >
        {intl.formatMessage(messages.fromDrive)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DrivePicker composerId={composerId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { useState } from "react";
import { FormattedMessage } from "react-intl";
import type { ExportKind } from "../../../api/endpoints/accountData";
import { Button } from "../../../components/Button";
import { useAppDispatch } from "../../../store/hooks";
import { exportData } from "../../../store/accountData/thunks";
import { FormButtons, FormReasons, SettingsSection } from "../SettingsSection";
import { kindMessages } from "./dataMessages";
import { rejectionReason } from "../../../store/failure";

const KINDS: readonly ExportKind[] = [
  "follows",
  "followers",
  "lists",
  "blocks",
  "mutes",
];

/** Hands the text to the browser as a file download. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Each list as a CSV file: the server's own export where the family writes
 * one, else made from the lists the API pages (store/accountData/csvExport.ts).
 */
export function ExportSection() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (kind: ExportKind) => {
    setBusy(kind);
    setError(null);
    const outcome = await dispatch(exportData({ kind }));
    setBusy(null);
    if (exportData.fulfilled.match(outcome))
      saveFile(`${kind}.csv`, outcome.payload.csv);
    else setError(rejectionReason(outcome));
  };
  return (
    <SettingsSection
      title={
        <FormattedMessage id="data.export.title" defaultMessage="Export" />
      }
      description={
        <FormattedMessage
          id="data.export.hint"
          defaultMessage="Download a list as a CSV file, which other servers can import."
        />
      }
    >
      <FormButtons>
        {KINDS.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            loading={busy === kind}
            onClick={() => void download(kind)}
          >
            <FormattedMessage {...kindMessages[kind]} />
          </Button>
        ))}
      </FormButtons>
      <FormReasons messages={error ? [error] : []} />
    </SettingsSection>
  );
}

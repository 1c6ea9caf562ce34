import { useEffect } from "react";
import { firstScreenPainted } from "../../../components/startup";
import { useAppSelector } from "../../../store/hooks";
import { selectFeatures } from "../../../store/instance/selectors";
import { IMPORT_FEATURES } from "../../../store/accountData/thunks";
import { SettingsPage } from "../SettingsPage";
import "./actionLabels";
import { AliasesSection } from "./AliasesSection";
import { BackupsSection } from "./BackupsSection";
import { EndAccountSection } from "./EndAccountSection";
import { ExportSection } from "./ExportSection";
import { ImportSection } from "./ImportSection";
import { MoveForm } from "./MoveForm";

/**
 * `/settings/data`: exports and imports, backups, aliases and moving, and
 * closing the account, each where the server's API has it. Exports are
 * offered everywhere: made here where the server writes none.
 */
export function DataScreen() {
  const features = useAppSelector(selectFeatures);
  useEffect(() => {
    firstScreenPainted();
  }, []);
  const imports = Object.values(IMPORT_FEATURES).some((f) => features[f]);
  return (
    <SettingsPage section="data">
      <ExportSection />
      {imports && <ImportSection />}
      {features.accountBackups && <BackupsSection />}
      {features.manageAccountAliases && <AliasesSection />}
      {features.accountMoving && <MoveForm />}
      <EndAccountSection />
    </SettingsPage>
  );
}

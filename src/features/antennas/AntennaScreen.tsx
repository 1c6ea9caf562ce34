import { FormattedMessage } from "react-intl";
import type { Antenna } from "../../api/schemas/antenna";
import { selectAntennaById } from "../../store/antennas/selectors";
import { deleteAntenna, fetchAntenna } from "../../store/antennas/thunks";
import { antennaTimelineKey } from "../../store/keys";
import { paths } from "../../utils/paths";
import { CollectionScreen } from "../../widgets/CollectionScreen";
import { AntennaEditDialog } from "./AntennaEditDialog";
import { antennaMessages } from "./antennaMessages";
import { AntennaRules } from "./AntennaRules";

/** Whether an antenna has no rule yet, so its rules open first. */
function hasNoRules(antenna: Antenna): boolean {
  return (
    antenna.keywords_count +
      antenna.tags_count +
      antenna.domains_count +
      antenna.accounts_count ===
    0
  );
}

/**
 * `/antennas/:id`: the posts the antenna caught, live where the server
 * streams them, with its rules, settings and delete above them.
 */
export function AntennaScreen() {
  return (
    <CollectionScreen
      fetchOne={fetchAntenna}
      selectById={selectAntennaById}
      errorText={
        <FormattedMessage
          id="antennas.screen.error"
          defaultMessage="This antenna could not be loaded."
        />
      }
      timelineKey={antennaTimelineKey}
      emptyMessage={
        <FormattedMessage
          id="antennas.posts.empty"
          defaultMessage="No posts have matched this antenna yet."
        />
      }
      panelLabel={<FormattedMessage {...antennaMessages.rules} />}
      panelOpen={hasNoRules}
      panel={(antenna) => <AntennaRules id={antenna.id} />}
      actions={(antenna) => ({
        renameLabel: <FormattedMessage {...antennaMessages.edit} />,
        deleteLabel: <FormattedMessage {...antennaMessages.delete} />,
        deleteQuestion: (
          <FormattedMessage
            id="antennas.delete.confirm"
            defaultMessage="Delete the antenna “{title}”?"
            values={{ title: antenna.title }}
          />
        ),
        renameDialog: (close) => (
          <AntennaEditDialog antenna={antenna} onClose={close} />
        ),
      })}
      remove={deleteAntenna}
      indexPath={paths.antennas()}
    />
  );
}

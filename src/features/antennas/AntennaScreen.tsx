import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import type { Antenna } from "../../api/schemas/antenna";
import { Button } from "../../components/Button";
import { CollectionActions } from "../../components/CollectionActions";
import { CollectionPending, Column } from "../../components/CollectionIndex";
import { ColumnHeader } from "../../components/ColumnHeader";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { selectAntennaById } from "../../store/antennas/selectors";
import { deleteAntenna, fetchAntenna } from "../../store/antennas/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { antennaTimelineKey } from "../../store/keys";
import { selectIsVisitor } from "../../store/session/selectors";
import { useRequest } from "../../store/useRequest";
import { paths } from "../../utils/paths";
import { Timeline } from "../../widgets/timeline/Timeline";
import { AntennaEditDialog } from "./AntennaEditDialog";
import { antennaMessages } from "./antennaMessages";
import { AntennaRules } from "./AntennaRules";

/**
 * `/antennas/:id`: the posts the antenna caught, live where the server
 * streams them, with its rules, settings and delete above them.
 */
export function AntennaScreen() {
  const { id = "" } = useParams();
  const isVisitor = useAppSelector(selectIsVisitor);
  const { phase, failure, retry } = useRequest(fetchAntenna, { id });
  const antenna = useAppSelector((state) => selectAntennaById(state, id));
  useDocumentTitle(antenna?.title ?? null);
  if (antenna) return <LoadedAntenna key={antenna.id} antenna={antenna} />;
  return (
    <CollectionPending
      failure={phase === "failed" ? failure : null}
      isVisitor={isVisitor}
      onRetry={retry}
      errorText={
        <FormattedMessage
          id="antennas.screen.error"
          defaultMessage="This antenna could not be loaded."
        />
      }
    />
  );
}

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

function LoadedAntenna({ antenna }: { antenna: Antenna }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [showRules, setShowRules] = useState(() => hasNoRules(antenna));
  return (
    <Column>
      <Timeline
        timelineKey={antennaTimelineKey(antenna.id)}
        label={antenna.title}
        header={
          <ColumnHeader title={antenna.title}>
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={showRules}
              onClick={() => setShowRules(!showRules)}
            >
              <FormattedMessage {...antennaMessages.rules} />
            </Button>
            <CollectionActions
              title={antenna.title}
              renameLabel={<FormattedMessage {...antennaMessages.edit} />}
              deleteLabel={<FormattedMessage {...antennaMessages.delete} />}
              deleteQuestion={
                <FormattedMessage
                  id="antennas.delete.confirm"
                  defaultMessage="Delete the antenna “{title}”?"
                  values={{ title: antenna.title }}
                />
              }
              renameDialog={(close) => (
                <AntennaEditDialog antenna={antenna} onClose={close} />
              )}
              onDelete={() => {
                void dispatch(deleteAntenna({ id: antenna.id }));
                void navigate(paths.antennas());
              }}
            />
          </ColumnHeader>
        }
        prepend={showRules && <AntennaRules id={antenna.id} />}
        emptyMessage={
          <FormattedMessage
            id="antennas.posts.empty"
            defaultMessage="No posts have matched this antenna yet."
          />
        }
      />
    </Column>
  );
}

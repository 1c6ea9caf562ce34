import { useEffect } from "react";
import { FormattedDate, FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Button } from "../../../components/Button";
import { Message } from "../../../components/Message";
import { Spinner } from "../../../components/Spinner";
import { useAppSelector } from "../../../store/hooks";
import { selectBackups } from "../../../store/accountData/selectors";
import { fetchBackups, requestBackup } from "../../../store/accountData/thunks";
import { useRequest } from "../../../store/useRequest";
import { FormButtons, FormReasons, SettingsSection } from "../SettingsSection";
import { useSettingsForm } from "../useSettingsForm";

/** How often the list is asked again while a backup is being written. */
const POLL_MS = 5000;

/**
 * Pleroma's backups (where `accountBackups`): an archive of the profile,
 * posts and follows asked for here, listed with its state, downloaded once
 * written. The list is asked again while one is still being made.
 */
export function BackupsSection() {
  const request = useRequest(fetchBackups, undefined);
  const backups = useAppSelector(selectBackups);
  const form = useSettingsForm(requestBackup, []);
  const waiting =
    backups?.some((b) => b.state === "pending" || b.state === "running") ??
    false;
  const { retry } = request;
  useEffect(() => {
    if (!waiting || request.phase === "loading") return;
    const timer = setTimeout(retry, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, retry, request.phase]);
  let list;
  if (backups === null) {
    list =
      request.phase === "failed" ? (
        <Message onRetry={retry} failure={request.failure}>
          {request.failure?.message}
        </Message>
      ) : (
        <Spinner />
      );
  } else if (backups.length === 0) {
    list = (
      <p>
        <FormattedMessage
          id="data.backups.empty"
          defaultMessage="No backups yet."
        />
      </p>
    );
  } else {
    list = (
      <List>
        {backups.map((backup, index) => (
          <li key={backup.id ?? index}>
            {backup.inserted_at && (
              <FormattedDate
                value={backup.inserted_at}
                dateStyle="medium"
                timeStyle="short"
              />
            )}
            <span>
              <FormattedMessage
                id="data.backups.state"
                defaultMessage="{state, select, pending {Waiting} running {Being written} complete {Ready} other {Failed}}"
                values={{ state: backup.state }}
              />
            </span>
            {backup.state === "complete" && backup.url && (
              <a href={backup.url} download>
                <FormattedMessage
                  id="data.backups.download"
                  defaultMessage="Download ({size, number} kB)"
                  values={{
                    size: Math.max(1, Math.round(backup.file_size / 1024)),
                  }}
                />
              </a>
            )}
          </li>
        ))}
      </List>
    );
  }
  return (
    <SettingsSection
      title={
        <FormattedMessage id="data.backups.title" defaultMessage="Backups" />
      }
      description={
        <FormattedMessage
          id="data.backups.hint"
          defaultMessage="A backup is one ZIP file of your profile, posts and follows."
        />
      }
    >
      <FormButtons>
        <Button
          variant="secondary"
          loading={form.busy}
          onClick={() => void form.submit(undefined)}
        >
          <FormattedMessage
            id="data.backups.request"
            defaultMessage="Request a backup"
          />
        </Button>
      </FormButtons>
      <FormReasons messages={form.errors.rest} />
      {list}
    </SettingsSection>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    padding-block: ${({ theme }) => theme.space.xs};
  }
`;

import { useState, type SyntheticEvent } from "react";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { registerActionLabels } from "../../components/actionLabels";
import { Button } from "../../components/Button";
import { Message } from "../../components/Message";
import { Spinner } from "../../components/Spinner";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectRssFeedUrls } from "../../store/rssFeeds/selectors";
import {
  fetchRssFeeds,
  subscribeRssFeed,
  unsubscribeRssFeed,
} from "../../store/rssFeeds/thunks";
import { useRequest } from "../../store/useRequest";
import { SettingsPage } from "./SettingsPage";
import {
  FormButtons,
  FormReasons,
  SettingsForm,
  SettingsSection,
} from "./SettingsSection";
import { TextField } from "./TextField";
import { useSettingsForm } from "./useSettingsForm";

const messages = defineMessages({
  unsubscribe: { id: "rss.unsubscribe", defaultMessage: "Unsubscribe" },
  unsubscribeFrom: {
    id: "rss.unsubscribeFrom",
    defaultMessage: "Unsubscribe from {url}",
  },
});

registerActionLabels({ "rssFeeds/unsubscribe": messages.unsubscribe });

/**
 * `/settings/rss` (gate `rssFeedSubscriptions`, Pleroma): the feeds whose
 * entries the server posts into the member's home timeline; one followed
 * by its address, one dropped in place.
 */
export function RssFeedsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const request = useRequest(fetchRssFeeds, undefined);
  const urls = useAppSelector(selectRssFeedUrls);
  const form = useSettingsForm(subscribeRssFeed, ["url"]);
  const [url, setUrl] = useState("");
  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (await form.submit({ url: url.trim() })) setUrl("");
  };
  let list;
  if (urls === null) {
    list =
      request.phase === "failed" ? (
        <Message onRetry={request.retry} failure={request.failure}>
          {request.failure?.message}
        </Message>
      ) : (
        <Spinner />
      );
  } else if (urls.length === 0) {
    list = (
      <Empty>
        <FormattedMessage
          id="rss.empty"
          defaultMessage="You follow no feeds yet."
        />
      </Empty>
    );
  } else {
    list = (
      <Feeds>
        {urls.map((feed) => (
          <li key={feed}>
            <a href={feed} target="_blank" rel="noopener noreferrer">
              {feed}
            </a>
            <Button
              variant="secondary"
              size="sm"
              aria-label={intl.formatMessage(messages.unsubscribeFrom, {
                url: feed,
              })}
              onClick={() => void dispatch(unsubscribeRssFeed({ url: feed }))}
            >
              {intl.formatMessage(messages.unsubscribe)}
            </Button>
          </li>
        ))}
      </Feeds>
    );
  }
  return (
    <SettingsPage section="rss">
      <SettingsSection
        title={
          <FormattedMessage id="rss.feeds.title" defaultMessage="Your feeds" />
        }
        description={
          <FormattedMessage
            id="rss.feeds.hint"
            defaultMessage="New entries of these RSS and Atom feeds arrive in your home timeline."
          />
        }
      >
        {list}
        <SettingsForm onSubmit={(event) => void send(event)}>
          <TextField
            required
            type="url"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            label={
              <FormattedMessage id="rss.url" defaultMessage="Feed address" />
            }
            placeholder="https://"
            value={url}
            error={form.errors.byField.url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <FormReasons messages={form.errors.rest} />
          <FormButtons>
            <Button type="submit" loading={form.busy}>
              <FormattedMessage id="rss.subscribe" defaultMessage="Subscribe" />
            </Button>
          </FormButtons>
        </SettingsForm>
      </SettingsSection>
    </SettingsPage>
  );
}

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Feeds = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

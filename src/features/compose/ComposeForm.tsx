import { useId, useRef, useState, type SyntheticEvent } from "react";
import { defineMessages, FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import type { ComposerId } from "../../store/compose/draft";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { discardComposer } from "../../store/compose/discard";
import { submitCompose, type ComposeResult } from "../../store/compose/thunks";
import { CharacterCounter } from "../../components/CharacterCounter";
import { useStatusConfig } from "../../components/useStatusConfig";
import { ComposeContext } from "./ComposeContext";
import {
  Actions,
  Alert,
  Footer,
  Form,
  Problems,
  SpoilerInput,
} from "./ComposeForm.styles";
import { ComposeMediaItem } from "./ComposeMediaItem";
import { ComposeResultNotice } from "./ComposeResultNotice";
import { ComposeSettings } from "./ComposeSettings";
import { ComposeTextarea } from "./ComposeTextarea";
import { ComposeToolbar } from "./ComposeToolbar";
import { PollEditor } from "./PollEditor";
import { describeProblem } from "./problemMessages";
import { ScheduleField } from "./ScheduleField";
import { useComposer } from "./useComposer";
import { useDraftPersistence } from "./useDraftPersistence";

const messages = defineMessages({
  label: { id: "compose.form.label", defaultMessage: "New post" },
  text: { id: "compose.form.text", defaultMessage: "Post text" },
  placeholder: {
    id: "compose.form.placeholder",
    defaultMessage: "What's cooking?",
  },
  spoiler: {
    id: "compose.form.spoiler",
    defaultMessage: "Content warning",
  },
});

export interface ComposeFormProps {
  /** "main" (inline and on /compose) or "modal" (replies, quotes, edits). */
  composerId?: ComposerId;
  /** Put the caret in the text at once (the writer asked for the composer). */
  focusOnMount?: boolean;
  /** After a success (the modal closes itself here). */
  onDone?: (result: ComposeResult) => void;
}

/**
 * The composer: text with mention and hashtag suggestions and a live
 * counter, content warning, media with alt text and focal point, poll,
 * schedule, audience, language and format. Ctrl/Cmd+Enter posts. A failed
 * post keeps everything and says why.
 */
export function ComposeForm({
  composerId = "main",
  focusOnMount = false,
  onDone,
}: ComposeFormProps) {
  const intl = useIntl();
  const { submitWithCtrlEnter } = useStatusConfig();
  const dispatch = useAppDispatch();
  const problemsId = useId();
  const composer = useComposer(composerId);
  useDraftPersistence(composerId);
  const { draft, limits, problems, change } = composer;
  const { isSubmitting, error, result } = composer.composer;
  const canWarn = useAppSelector((s) => s.instance.features.spoilers);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const caretRef = useRef(draft.text.length);
  const [scheduling, setScheduling] = useState(draft.scheduledAt !== null);
  const canPost = problems.length === 0 && !isSubmitting;

  const post = () => {
    if (!canPost) return;
    void dispatch(submitCompose({ composerId })).then((action) => {
      if (!submitCompose.fulfilled.match(action)) return;
      setScheduling(false);
      onDone?.(action.payload.outcome);
      textareaRef.current?.focus();
    });
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    post();
  };
  const shown = problems.filter((p) => p.code !== "empty");

  return (
    <Form aria-label={intl.formatMessage(messages.label)} onSubmit={onSubmit}>
      <ComposeContext
        draft={draft}
        change={change}
        onCancelEdit={() => dispatch(discardComposer(composerId))}
      />
      {draft.spoiler && canWarn && (
        <SpoilerInput
          value={draft.spoilerText}
          aria-label={intl.formatMessage(messages.spoiler)}
          placeholder={intl.formatMessage(messages.spoiler)}
          onChange={(event) => change({ spoilerText: event.target.value })}
          onKeyDown={(event) => {
            if (
              submitWithCtrlEnter &&
              event.key === "Enter" &&
              (event.ctrlKey || event.metaKey)
            ) {
              event.preventDefault();
              post();
            }
          }}
        />
      )}
      <ComposeTextarea
        value={draft.text}
        onChange={(text) => change({ text })}
        onSubmit={post}
        label={intl.formatMessage(messages.text)}
        placeholder={intl.formatMessage(messages.placeholder)}
        focusOnMount={focusOnMount}
        caretRef={caretRef}
        textareaRef={textareaRef}
        describedBy={shown.length > 0 ? problemsId : undefined}
      />
      {draft.media.length > 0 && (
        <>
          <ul>
            {draft.media.map((item) => (
              <ComposeMediaItem
                key={item.key}
                composerId={composerId}
                item={item}
                descriptionLimit={limits.descriptionLimit}
              />
            ))}
          </ul>
          <label>
            <input
              type="checkbox"
              checked={draft.sensitive}
              onChange={(event) => change({ sensitive: event.target.checked })}
            />
            <FormattedMessage
              id="compose.form.sensitive"
              defaultMessage="Mark media as sensitive"
            />
          </label>
        </>
      )}
      {draft.poll && (
        <PollEditor
          poll={draft.poll}
          limits={limits}
          onChange={(poll) => change({ poll })}
        />
      )}
      {scheduling && (
        <ScheduleField
          value={draft.scheduledAt}
          now={composer.now}
          onChange={(scheduledAt) => change({ scheduledAt })}
        />
      )}
      <ComposeToolbar
        composer={composer}
        textareaRef={textareaRef}
        caretRef={caretRef}
        scheduling={scheduling}
        onScheduling={setScheduling}
      />
      <Footer>
        <ComposeSettings draft={draft} change={change} />
        <Actions>
          <CharacterCounter
            length={composer.length}
            max={limits.maxCharacters}
          />
          <Button type="submit" loading={isSubmitting} disabled={!canPost}>
            <SubmitLabel
              editing={draft.editingId !== null}
              scheduled={draft.scheduledAt !== null}
            />
          </Button>
        </Actions>
      </Footer>
      {shown.length > 0 && (
        <Problems id={problemsId}>
          {shown.map((problem) => (
            <li key={problem.code}>{describeProblem(intl, problem)}</li>
          ))}
        </Problems>
      )}
      {error !== null && (
        <Alert role="alert">
          <FormattedMessage
            id="compose.form.failed"
            defaultMessage="Your post was not sent: {reason}"
            values={{ reason: error }}
          />
        </Alert>
      )}
      {result && <ComposeResultNotice result={result} />}
    </Form>
  );
}

function SubmitLabel({
  editing,
  scheduled,
}: {
  editing: boolean;
  scheduled: boolean;
}) {
  if (editing) {
    return <FormattedMessage id="compose.form.save" defaultMessage="Save" />;
  }
  if (scheduled) {
    return (
      <FormattedMessage id="compose.form.schedule" defaultMessage="Schedule" />
    );
  }
  return <FormattedMessage id="compose.form.post" defaultMessage="Post" />;
}

import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import {
  compactJson,
  diffStates,
  truncate,
  type ReplaySession,
} from "../../store/debug/replaySession";
import { ReplayScreenPane } from "./ReplayScreenPane";

export interface ReplayViewProps {
  session: ReplaySession;
}

/** Entries of the action list shown on each side of the chosen one. */
const AROUND = 6;
/** The longest payload shown, in characters. */
const PAYLOAD_CHARS = 6000;

/**
 * A replayed log: the step chosen with the slider, the step buttons or the
 * action list (the slider takes the arrow keys, Home, End and Page keys);
 * the action that led to it, what it changed, and the app's screens as they
 * were then.
 */
export function ReplayView({ session }: ReplayViewProps) {
  const intl = useIntl();
  const { log, states, errors } = session;
  const total = log.actions.length;
  const [step, setStep] = useState(total);
  const go = (next: number) => setStep(Math.max(0, Math.min(total, next)));
  const action = step > 0 ? log.actions[step - 1] : undefined;
  const state = states[step] ?? log.state;
  const diff = useMemo(
    () => (step > 0 ? diffStates(states[step - 1], states[step]) : null),
    [states, step],
  );
  const failures = useMemo(() => new Set(errors), [errors]);
  const first = Math.max(1, step - AROUND);
  const shown = log.actions
    .slice(first - 1, Math.min(total, step + AROUND))
    .map((entry, i) => ({ entry, index: first + i }));
  const payload = action ? JSON.stringify(action, null, 2) : "";
  const { server } = log.info;

  return (
    <Layout>
      <Top>
        <Side>
          <Info>
            {[
              `${server.software ?? "?"} ${server.version}`,
              server.domain,
              intl.formatDate(log.info.recordedAt, {
                dateStyle: "medium",
                timeStyle: "short",
              }),
              log.info.commit,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Info>
          <Controls>
            <Slider>
              <FormattedMessage id="debugReplay.step" defaultMessage="Step" />
              <input
                type="range"
                min={0}
                max={total}
                value={step}
                onChange={(event) => go(Number(event.target.value))}
              />
            </Slider>
            <output aria-live="polite">
              <FormattedMessage
                id="debugReplay.position"
                defaultMessage="Action {index, number} of {total, number}"
                values={{ index: step, total }}
              />
            </output>
            <Buttons>
              <Button
                variant="secondary"
                size="sm"
                disabled={step === 0}
                onClick={() => go(step - 1)}
              >
                <FormattedMessage
                  id="debugReplay.previous"
                  defaultMessage="Previous action"
                />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={step === total}
                onClick={() => go(step + 1)}
              >
                <FormattedMessage
                  id="debugReplay.next"
                  defaultMessage="Next action"
                />
              </Button>
              <Button
                variant="danger"
                size="sm"
                disabled={errors.length === 0}
                onClick={() => go(errors[0] ?? step)}
              >
                <FormattedMessage
                  id="debugReplay.firstError"
                  defaultMessage="Jump to the first error"
                />
              </Button>
            </Buttons>
          </Controls>
          <nav
            aria-label={intl.formatMessage({
              id: "debugReplay.actions",
              defaultMessage: "Actions",
            })}
          >
            <Actions>
              <li>
                <Entry
                  type="button"
                  aria-current={step === 0 ? "step" : undefined}
                  onClick={() => go(0)}
                >
                  <Index>{0}</Index>
                  <FormattedMessage
                    id="debugReplay.start"
                    defaultMessage="Start state"
                  />
                </Entry>
              </li>
              {shown.map(({ entry, index }) => (
                <li key={index}>
                  <Entry
                    type="button"
                    aria-current={index === step ? "step" : undefined}
                    $failure={failures.has(index)}
                    onClick={() => go(index)}
                  >
                    <Index>{index}</Index>
                    <span>{entry.type}</span>
                    {failures.has(index) && (
                      <Failure>
                        <FormattedMessage
                          id="debugReplay.failure"
                          defaultMessage="Failure"
                        />
                      </Failure>
                    )}
                  </Entry>
                </li>
              ))}
            </Actions>
          </nav>
        </Side>
        <Side>
          <section aria-labelledby="replay-action">
            <h2 id="replay-action">
              {action ? (
                action.type
              ) : (
                <FormattedMessage
                  id="debugReplay.start"
                  defaultMessage="Start state"
                />
              )}
            </h2>
            {action && (
              <Code tabIndex={0}>{truncate(payload, PAYLOAD_CHARS)}</Code>
            )}
          </section>
          {diff && (
            <section aria-labelledby="replay-changes">
              <h2 id="replay-changes">
                <FormattedMessage
                  id="debugReplay.changes"
                  defaultMessage="State changes"
                />
              </h2>
              {diff.changes.length === 0 ? (
                <p>
                  <FormattedMessage
                    id="debugReplay.noChanges"
                    defaultMessage="Nothing changed."
                  />
                </p>
              ) : (
                <Changes tabIndex={0}>
                  {diff.changes.map((change) => (
                    <li key={change.path}>
                      <Path>{change.path}</Path>
                      <Before>{compactJson(change.before)}</Before>
                      <Arrow aria-hidden />
                      <After>{compactJson(change.after)}</After>
                    </li>
                  ))}
                  {diff.more > 0 && (
                    <li>
                      <FormattedMessage
                        id="debugReplay.more"
                        defaultMessage="{count, number} more"
                        values={{ count: diff.more }}
                      />
                    </li>
                  )}
                </Changes>
              )}
            </section>
          )}
        </Side>
      </Top>
      <ReplayScreenPane state={state} action={action} />
    </Layout>
  );
}

/** The timeline and the step's details side by side on wide screens, the app's screen below at full width. */
const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.up.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

const Info = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Slider = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: 1;
    min-inline-size: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Entry = styled.button<{ $failure?: boolean }>`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: 0;
  background: transparent;
  color: ${({ theme, $failure }) =>
    $failure ? theme.colors.dangerText : theme.colors.text};
  font: inherit;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-current="step"] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Index = styled.span`
  min-inline-size: 3.5em;
  text-align: end;
`;

const Failure = styled.span`
  margin-inline-start: auto;
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Code = styled.pre`
  max-block-size: 16rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Changes = styled.ul`
  max-block-size: 16rem;
  margin: 0;
  padding: 0;
  overflow: auto;
  list-style: none;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  li {
    padding-block: ${({ theme }) => theme.space.xxs};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const Path = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Before = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Arrow = styled.span`
  &::before {
    content: " → ";
  }
`;

const After = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;

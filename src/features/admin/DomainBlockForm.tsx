import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import type { DomainBlockParams } from "../../api/endpoints/adminFederation";
import type {
  AdminDomainBlock,
  DomainBlockSeverity,
} from "../../api/schemas/adminDomain";
import { domainsMessages as m, SEVERITIES } from "./domainsMessages";
import {
  Check,
  Checks,
  Field,
  Form,
  FormActions,
  Input,
  Select,
} from "../../components/Form.styles";
import { sectionMessages } from "./sectionMessages";

export interface DomainBlockFormProps {
  /** The block being changed; absent, a new one. */
  block?: AdminDomainBlock;
  /** Whether blocks keep a private comment and obfuscation (not Pleroma's). */
  full: boolean;
  onSubmit: (params: DomainBlockParams) => void;
  onCancel?: () => void;
}

const SEVERITY_ORDER: readonly DomainBlockSeverity[] = [
  "suspend",
  "silence",
  "noop",
];

/** A domain block's settings; a changed block keeps its domain. */
export function DomainBlockForm({
  block,
  full,
  onSubmit,
  onCancel,
}: DomainBlockFormProps) {
  const intl = useIntl();
  const [domain, setDomain] = useState(block?.domain ?? "");
  const [severity, setSeverity] = useState(block?.severity ?? "suspend");
  const [rejectMedia, setRejectMedia] = useState(block?.reject_media ?? false);
  const [rejectReports, setRejectReports] = useState(
    block?.reject_reports ?? false,
  );
  const [publicComment, setPublicComment] = useState(
    block?.public_comment ?? "",
  );
  const [privateComment, setPrivateComment] = useState(
    block?.private_comment ?? "",
  );
  const [obfuscate, setObfuscate] = useState(block?.obfuscate ?? false);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!domain.trim()) return;
    onSubmit({
      domain: domain.trim(),
      severity,
      reject_media: rejectMedia,
      reject_reports: rejectReports,
      public_comment: publicComment.trim(),
      ...(full ? { private_comment: privateComment.trim(), obfuscate } : {}),
    });
    if (!block) {
      setDomain("");
      setPublicComment("");
      setPrivateComment("");
    }
  };
  return (
    <Form
      onSubmit={submit}
      aria-label={block ? block.domain : intl.formatMessage(m.blocks)}
    >
      <Field>
        <FormattedMessage {...sectionMessages.domain} />
        <Input
          value={domain}
          readOnly={block !== undefined}
          required
          onChange={(event) => setDomain(event.target.value)}
        />
      </Field>
      <Field>
        <FormattedMessage {...sectionMessages.severity} />
        <Select
          value={severity}
          onChange={(event) =>
            setSeverity(
              SEVERITY_ORDER.find((s) => s === event.target.value) ?? "suspend",
            )
          }
        >
          {SEVERITY_ORDER.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(SEVERITIES[value])}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <FormattedMessage {...m.publicComment} />
        <Input
          value={publicComment}
          onChange={(event) => setPublicComment(event.target.value)}
        />
      </Field>
      {full && (
        <Field>
          <FormattedMessage {...m.privateComment} />
          <Input
            value={privateComment}
            onChange={(event) => setPrivateComment(event.target.value)}
          />
        </Field>
      )}
      <Checks>
        <Check>
          <input
            type="checkbox"
            checked={rejectMedia}
            onChange={(event) => setRejectMedia(event.target.checked)}
          />
          <FormattedMessage {...m.rejectMedia} />
        </Check>
        <Check>
          <input
            type="checkbox"
            checked={rejectReports}
            onChange={(event) => setRejectReports(event.target.checked)}
          />
          <FormattedMessage {...m.rejectReports} />
        </Check>
        {full && (
          <Check>
            <input
              type="checkbox"
              checked={obfuscate}
              onChange={(event) => setObfuscate(event.target.checked)}
            />
            <FormattedMessage {...m.obfuscate} />
          </Check>
        )}
      </Checks>
      <FormActions>
        <Button type="submit">
          <FormattedMessage
            {...(block ? sectionMessages.save : sectionMessages.block)}
          />
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage {...sectionMessages.cancel} />
          </Button>
        )}
      </FormActions>
    </Form>
  );
}

import { defineMessages, type IntlShape } from "react-intl";
import type { ComposeProblem } from "../../store/compose/draft";

const messages = defineMessages({
  empty: {
    id: "compose.problem.empty",
    defaultMessage: "Write something or attach a file.",
  },
  tooLong: {
    id: "compose.problem.tooLong",
    defaultMessage:
      "{over, plural, one {# character} other {# characters}} too long.",
  },
  tooManyMedia: {
    id: "compose.problem.tooManyMedia",
    defaultMessage: "At most {max, plural, one {# file} other {# files}}.",
  },
  uploading: {
    id: "compose.problem.uploading",
    defaultMessage: "Wait for the uploads to finish.",
  },
  uploadFailed: {
    id: "compose.problem.uploadFailed",
    defaultMessage: "Remove the file that failed to upload.",
  },
  altTooLong: {
    id: "compose.problem.altTooLong",
    defaultMessage: "Descriptions can be at most {max} characters long.",
  },
  pollWithMedia: {
    id: "compose.problem.pollWithMedia",
    defaultMessage: "A post cannot have both a poll and attachments.",
  },
  pollOptionCount: {
    id: "compose.problem.pollOptionCount",
    defaultMessage: "A poll needs {min} to {max} choices.",
  },
  pollOptionEmpty: {
    id: "compose.problem.pollOptionEmpty",
    defaultMessage: "Fill in every poll choice.",
  },
  pollOptionTooLong: {
    id: "compose.problem.pollOptionTooLong",
    defaultMessage: "Poll choices can be at most {max} characters long.",
  },
  pollOptionDuplicate: {
    id: "compose.problem.pollOptionDuplicate",
    defaultMessage: "Poll choices must differ.",
  },
  pollDuration: {
    id: "compose.problem.pollDuration",
    defaultMessage: "This server does not take that poll duration.",
  },
  scheduleTooSoon: {
    id: "compose.problem.scheduleTooSoon",
    defaultMessage: "Schedule at least 5 minutes ahead.",
  },
  audienceMissing: {
    id: "compose.problem.audienceMissing",
    defaultMessage: "Choose who gets this post.",
  },
});

/** Why a draft cannot be posted, in words. */
export function describeProblem(
  intl: IntlShape,
  problem: ComposeProblem,
): string {
  switch (problem.code) {
    case "tooLong":
      return intl.formatMessage(messages.tooLong, { over: problem.over });
    case "tooManyMedia":
      return intl.formatMessage(messages.tooManyMedia, { max: problem.max });
    case "altTooLong":
      return intl.formatMessage(messages.altTooLong, { max: problem.max });
    case "pollOptionCount":
      return intl.formatMessage(messages.pollOptionCount, {
        min: problem.min,
        max: problem.max,
      });
    case "pollOptionTooLong":
      return intl.formatMessage(messages.pollOptionTooLong, {
        max: problem.max,
      });
    default:
      return intl.formatMessage(messages[problem.code]);
  }
}

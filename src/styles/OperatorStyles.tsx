export interface OperatorStylesProps {
  /** The operator's `styles` setting: trusted CSS from config.js. */
  css: string;
}

/**
 * Injects the operator's CSS. It renders where it is mounted, after
 * styled-components' tags in <head>, so on equal specificity the operator's
 * rules win; render it once, near the root.
 */
export function OperatorStyles({ css }: OperatorStylesProps) {
  if (!css.trim()) return null;
  return <style data-potluck-operator-styles="">{css}</style>;
}

import type { MouseEvent, Ref } from 'react';
import type { FilterFormIssue } from './logic/validateFilterForm';

export interface ErrorSummaryProps {
  containerRef?: Ref<HTMLDivElement>;
  heading: string;
  issues: readonly FilterFormIssue[];
  /** The DOM id of a form path's input, for the links. */
  inputIdOf(name: string): string;
  onPick(name: string): void;
}

/**
 * Why "Apply filters" was refused: an alert listing every problem, each a link to its field.
 * Focusable, so the panel can move focus here when applying fails.
 */
export function ErrorSummary({
  containerRef,
  heading,
  issues,
  inputIdOf,
  onPick,
}: ErrorSummaryProps) {
  return (
    <div ref={containerRef} className="dt-error-summary" role="alert" tabIndex={-1}>
      <p className="dt-error-summary-title">{heading}</p>
      <ul>
        {issues.map((issue) => (
          <li key={`${issue.name}:${issue.message}`}>
            <a
              href={`#${inputIdOf(issue.name)}`}
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                onPick(issue.name);
              }}
            >
              {issue.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

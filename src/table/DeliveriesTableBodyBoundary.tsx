import { Component, type ReactNode } from 'react';
import type { Delivery } from '../api/types';
import { sameKeys } from '../shared/sameKeys';

/** A cell of one column failed to render; carries the column's label for the message. */
export class DeliveriesColumnError extends Error {
  override readonly name = 'DeliveriesColumnError';
  readonly columnLabel: string;

  constructor(columnLabel: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.columnLabel = columnLabel;
  }
}

function HostCellContent({
  render,
  delivery,
}: {
  render: (delivery: Delivery) => ReactNode;
  delivery: Delivery;
}) {
  return render(delivery);
}

/**
 * A host's `cell` renderer for one cell. Anything it throws, itself or in what it returns, is
 * rethrown tagged with the column, so the body's boundary can say which column broke.
 */
export class HostCell extends Component<
  { columnLabel: string; render: (delivery: Delivery) => ReactNode; delivery: Delivery },
  { failure: { error: unknown } | null }
> {
  override state = { failure: null as { error: unknown } | null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override render() {
    if (this.state.failure) {
      throw new DeliveriesColumnError(this.props.columnLabel, this.state.failure.error);
    }
    return <HostCellContent render={this.props.render} delivery={this.props.delivery} />;
  }
}

interface BodyBoundaryProps {
  /** When any of these changes (new rows, new columns), the rows are tried again. */
  resetKeys: readonly unknown[];
  columnCount: number;
  /** The body is the card layout's list: the alert stands alone, not in a table row. */
  cards?: boolean;
  describe: (error: unknown) => string;
  children: ReactNode;
}

interface BodyBoundaryState {
  failure: { error: unknown } | null;
  resetKeys: readonly unknown[];
}

/**
 * Contains a failure to render the rows (a host's cell renderer that throws) inside the table
 * body: the toolbar, filters and paging stay usable, and the next page or column set renders
 * afresh.
 */
export class DeliveriesTableBodyBoundary extends Component<BodyBoundaryProps, BodyBoundaryState> {
  override state: BodyBoundaryState = { failure: null, resetKeys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<BodyBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: BodyBoundaryProps,
    state: BodyBoundaryState,
  ): Partial<BodyBoundaryState> | null {
    // Other rows or columns: the next render tries them afresh.
    return sameKeys(props.resetKeys, state.resetKeys)
      ? null
      : { failure: null, resetKeys: props.resetKeys };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    const alert = (
      <p className="dt-alert" role="alert">
        {this.props.describe(failure.error)}
      </p>
    );
    if (this.props.cards) return <div className="dt-empty">{alert}</div>;
    return (
      <tbody className="dt-tbody" data-state="error">
        <tr className="dt-empty-row">
          <td className="dt-empty" colSpan={this.props.columnCount}>
            {alert}
          </td>
        </tr>
      </tbody>
    );
  }
}

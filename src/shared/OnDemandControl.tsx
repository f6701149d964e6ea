import {
  memo,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useHydrated, useOnDemandModule, type OnDemandModule } from './onDemandModule';
import { useClientLayoutEffect } from './useClientLayoutEffect';

/** How the stand-in looks and speaks: the real control's classes and words. */
export interface StandInLook {
  /** Class of the stand-in's root, as the real control's (`dt-views`, `dt-export`). */
  className: string;
  /** The real button's own class (`dt-views-toggle`): the stand-in wears it, focus goes to it. */
  toggleClass: string;
  label: ReactNode;
  /** What the real button opens, as it says (`aria-haspopup`): a `menu`, or nothing said. */
  popup?: 'menu';
  /** Said in an alert, with `retry`, when the code cannot be fetched. */
  failed: string;
  retry: string;
}

/**
 * A toolbar control whose code is a chunk of its own: its button is drawn at once, as the real
 * one looks, and the code is fetched after the first frame (sooner on hover or focus), so a
 * grid's first load does not carry it. A click before the code is there opens the control once
 * it is (`children` is told), and focus on the stand-in passes to the real button.
 *
 * @example
 * ```tsx
 * <OnDemandControl module={exportCode} look={look}>
 *   {(code, openAsked) => <code.DeliveriesExportMenu {...props} defaultOpen={openAsked} />}
 * </OnDemandControl>
 * ```
 */
export function OnDemandControl<M>({
  module,
  look,
  children,
}: {
  module: OnDemandModule<M>;
  look: StandInLook;
  children: (code: M, openAsked: boolean) => ReactNode;
}) {
  const code = useOnDemandModule(module, useHydrated());
  const [openAsked, setOpenAsked] = useState(false);
  const slotRef = useRef<HTMLDivElement>(null);
  // Whether the stand-in had focus as it went: the real button takes it.
  const handOver = useRef(false);
  // A press that began on the stand-in asked it open; its click can land on the real button
  // (the code came mid-press): the same asking, not a second press that closes it.
  const pressRef = useRef(false);
  const fresh = () => (pressRef.current = false);
  const onClickCapture = (event: MouseEvent) => {
    // Only a pointer's click (`detail` counts its presses) ends that press: Chromium sends none
    // when the pressed stand-in left, and a screen reader's click (detail 0) is a press of its own.
    if (pressRef.current && code && event.detail > 0) event.stopPropagation();
    fresh();
  };
  const { toggleClass } = look;
  useClientLayoutEffect(() => {
    if (!code || !handOver.current) return;
    handOver.current = false;
    slotRef.current?.querySelector<HTMLElement>(`.${toggleClass}`)?.focus();
  }, [code, toggleClass]);
  return (
    // No box of its own (`display: contents`): the toolbar lays out what it holds.
    <div
      ref={slotRef}
      className="dt-on-demand"
      onPointerDownCapture={() => (pressRef.current = !code)}
      onKeyDownCapture={fresh}
      onClickCapture={onClickCapture}
    >
      {code ? (
        children(code, openAsked)
      ) : (
        <StandIn module={module} look={look} onOpen={setOpenAsked} handOver={handOver} />
      )}
    </div>
  );
}

function StandIn<M>({
  module,
  look,
  onOpen,
  handOver,
}: {
  module: OnDemandModule<M>;
  look: StandInLook;
  /** A click asked it open (`true`), or focus went elsewhere before the code came (`false`). */
  onOpen: (asked: boolean) => void;
  handOver: RefObject<boolean>;
}) {
  const [failed, setFailed] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  // Runs before the stand-in leaves the document: whether focus is in it (its button, or Retry)
  // can still be read.
  useClientLayoutEffect(() => {
    const root = rootRef.current;
    return () => {
      handOver.current = root !== null && root.contains(document.activeElement);
    };
  }, [handOver]);
  const fetchCode = () =>
    void module.load().then(
      () => setFailed(false),
      () => setFailed(true),
    );
  return (
    <div
      ref={rootRef}
      className={look.className}
      data-stand-in=""
      // A person who moved on before the code came does not get the popover, or lose focus to it.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpen(false);
      }}
    >
      <button
        type="button"
        className={`dt-button ${look.toggleClass}`}
        aria-expanded={false}
        aria-haspopup={look.popup}
        onFocus={fetchCode}
        onPointerEnter={fetchCode}
        // A press counts as asking: the code may come between the press and the click.
        onPointerDown={() => onOpen(true)}
        onClick={() => {
          onOpen(true);
          fetchCode();
        }}
      >
        {look.label}
      </button>
      {failed && (
        <span className="dt-alert" role="alert">
          {look.failed}{' '}
          <button type="button" className="dt-button" onClick={fetchCode}>
            {look.retry}
          </button>
        </span>
      )}
    </div>
  );
}

/**
 * A toolbar control drawn by `OnDemandControl`: the stand-in first, then the real component from
 * `module` (`pick`), open from the start when a press or click asked before its code came.
 *
 * @example
 * ```tsx
 * export const ColumnsMenuOnDemand = onDemandControl(
 *   columnsMenuCode, // onDemandModule of the menu's own chunk
 *   (code) => code.DeliveriesTableColumnsMenu,
 *   ({ messages }) => ({ className: 'dt-columns', toggleClass: 'dt-columns-toggle', … }),
 * );
 * ```
 */
export function onDemandControl<M, P extends { defaultOpen?: boolean | undefined }>(
  module: OnDemandModule<M>,
  pick: (code: M) => ComponentType<P>,
  look: (props: P) => StandInLook,
) {
  return memo(function OnDemand(props: P) {
    return (
      <OnDemandControl module={module} look={look(props)}>
        {(code, openAsked) => {
          // The module's own export, the same component every render.
          const Control = pick(code);
          return <Control {...props} defaultOpen={props.defaultOpen || openAsked} />;
        }}
      </OnDemandControl>
    );
  });
}

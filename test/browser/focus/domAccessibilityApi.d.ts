// Its types exist but its package "exports" hides them from this moduleResolution.
declare module 'dom-accessibility-api' {
  export function computeAccessibleName(element: Element): string;
  export function computeAccessibleDescription(element: Element): string;
  export function getRole(element: Element): string | null;
}

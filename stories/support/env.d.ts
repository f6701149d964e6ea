// Read by stories/support/referenceBackend.ts; Storybook's Vite builder exposes STORYBOOK_* variables.
interface ImportMetaEnv {
  /** A live deliveries server for the catalogue (its base URL); unset: the embedded mocks. */
  readonly STORYBOOK_DELIVERIES_BASE_URL?: string;
}

/**
 * Data a feature loaded, as a kit view receives it: the answer, or where the loading stands. A
 * data hook's result (`useCampaign(id)`) is one, so a feature passes it on as it is; the view
 * fetches nothing and shows the loading, the failure with Try again, or the data.
 */
export interface Loaded<Data> {
  data: Data | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

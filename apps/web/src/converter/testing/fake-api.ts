/** Every post a converter test sent to the API, in order; the test empties it before each case. */
export const posted: Array<{ path: string; body: unknown }> = [];

/**
 * The API client as a converter test mocks it (`vi.mock("../api/client", …)`), so no test reaches a server: an
 * upload answers with a file key, a conversion with a token, and every post is kept in `posted`.
 */
export function fakeApiClient<Client extends object>(original: Client) {
  return {
    ...original,
    uploadWithProgress: async (_path: string, file: File) => ({
      fileKey: `1_${"k".repeat(22)}_${file.name}`,
    }),
    postJson: async (path: string, body: unknown) => {
      posted.push({ path, body });
      return path === "/api/conversions"
        ? {
            success: true,
            data: {
              token_id: "t".repeat(43),
              excel_filename: "LV.X83",
              expires_at: "2099-01-01T00:00:00Z",
              sheets: [],
              notes: [],
            },
          }
        : {};
    },
  };
}

/**
 * The `headers` export of the settings pages: the layout's and the loader's (Cache-Control:
 * no-store) plus the action's (Retry-After). React Router adds every Set-Cookie by itself.
 */
export function settingsPageHeaders({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
}: {
  parentHeaders: Headers;
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const headers = new Headers();
  for (const source of [parentHeaders, loaderHeaders, actionHeaders]) {
    source.forEach((value, name) => {
      if (name.toLowerCase() !== "set-cookie") headers.set(name, value);
    });
  }
  return headers;
}

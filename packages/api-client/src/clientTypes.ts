import type { FetchResponse, HeadersOptions, ParamsOption, RequestBodyOption } from 'openapi-fetch';

/** The HTTP methods a contract path can have, as openapi-typescript writes them. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Headers the client adds itself, so a call never passes them (spec 1 §7; spec 1 §4 captcha). */
export type ConventionHeader = 'pleauthkey' | 'CustomerSessionGuid' | 'clientCaptchaKey' | 'captchaVersion';

type RequiredKeysOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The contract paths that have `Method`. */
export type PathsWithMethod<Paths, Method extends HttpMethod> = {
  [Path in keyof Paths]: Paths[Path] extends Record<Method, object> ? Path : never;
}[keyof Paths];

/** The operation object of a path and method. */
export type OperationOf<Paths, Path extends keyof Paths, Method extends HttpMethod> =
  Paths[Path] extends Record<Method, infer Operation extends Record<string, unknown>> ? Operation : never;

type ClientHeaders<Headers> = Omit<Headers, ConventionHeader> & {
  [Name in Extract<keyof Headers, ConventionHeader>]?: Headers[Name];
};

type ClientParameters<Parameters> = Parameters extends { header: infer Headers }
  ? Omit<Parameters, 'header'> &
      (RequiredKeysOf<ClientHeaders<Headers>> extends never
        ? { header?: ClientHeaders<Headers> }
        : { header: ClientHeaders<Headers> })
  : Parameters;

/** The operation as a caller sees it: the convention headers are the client's business, not the caller's. */
export type ClientOperation<Operation> = Operation extends { parameters: infer Parameters }
  ? Omit<Operation, 'parameters'> & { parameters: ClientParameters<Parameters> }
  : Operation;

/** Options every call accepts besides its parameters and body. */
export interface CallOptions {
  /** Cancels the call (and its pending retries), for example when the widget that made it unmounts. */
  signal?: AbortSignal | undefined;
  /** Overrides how many times an unsuccessful answer is retried after 200 ms. */
  retries?: number | undefined;
  /** Extra request headers. */
  headers?: HeadersOptions | undefined;
}

/** What one call of `Operation` takes: its parameters, its body and the call options. */
export type CallInit<Operation> = ParamsOption<ClientOperation<Operation>> & RequestBodyOption<Operation> & CallOptions;

/** The init argument is optional exactly when nothing in it is required. */
export type CallArguments<Init> = RequiredKeysOf<Init> extends never ? [init?: Init] : [init: Init];

/** A successful call: the parsed answer (the envelope, for operations that use it) and the raw response. */
export interface RigkitResponse<Operation extends Record<string, unknown>> {
  data: NonNullable<FetchResponse<Operation, object, `${string}/${string}`>['data']>;
  response: Response;
}

/** One HTTP method of the client, typed by the contract's `paths`. */
export type RigkitMethod<Paths, Method extends HttpMethod> = <Path extends PathsWithMethod<Paths, Method>>(
  path: Path,
  ...init: CallArguments<CallInit<OperationOf<Paths, Path, Method>>>
) => Promise<RigkitResponse<OperationOf<Paths, Path, Method>>>;

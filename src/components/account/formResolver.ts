import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

import type { Envelope, FailureData } from '../../../protocol/envelope';
import { ErrorCode } from '../../../protocol/errors';
import type { z } from '../../../protocol/zodClient';
import { type FieldMessages, type FormMessage, issueMessage, ruleOf } from './formMessages';

/** A form's schema: the form's values in, the request body (or whatever the submit takes) out. */
export type FormSchema = z.ZodType<unknown, FieldValues>;

/** The first error under a field (a nested one for an object or a list field). */
function firstLeaf(error: unknown): { type: string; message: string } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { type, message } = error as { type?: unknown; message?: unknown };
  if (typeof type === 'string') return { type, message: typeof message === 'string' ? message : '' };
  for (const [key, child] of Object.entries(error)) {
    if (key === 'ref') continue;
    const leaf = firstLeaf(child);
    if (leaf) return leaf;
  }
  return undefined;
}

/**
 * zodResolver of @hookform/resolvers with the form's messages: the error of each field (the first
 * one, a nested one counting for its field) gets as `message` a key of FORM_MESSAGES, the key its
 * check named or the field's message in `fields`; `type` keeps the rule. The field shows it
 * translated (`useFieldError`). `schemaOf` may depend on the form's `context` (state the values do
 * not hold, such as the server's answer that a username is taken) and on the values (the login tab).
 */
export function formResolver<S extends FormSchema, C = undefined, V extends FieldValues = z.input<S>>(
  schemaOf: S | ((context: C | undefined, values: V) => S),
  fields: Required<FieldMessages<keyof NoInfer<V> & string>>,
): Resolver<V, C, z.output<S>> {
  return async (values, context, options) => {
    const schema = typeof schemaOf === 'function' ? schemaOf(context, values) : schemaOf;
    // The schema reads the fields it names and drops the others (a login tab checks its own).
    const resolve = zodResolver(schema) as unknown as Resolver<V, C, z.output<S>>;
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors: Record<string, FieldError> = {};
    for (const [name, error] of Object.entries(result.errors)) {
      const leaf = firstLeaf(error);
      if (!leaf) continue;
      const named = issueMessage<string>(fields, name, ruleOf({ code: leaf.type, message: leaf.message }));
      errors[name] = { type: leaf.type, message: named?.message ?? leaf.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** The fields `issues` name ({ path, rule } as a 1000 refusal gives them), each with its first message. */
export function fieldsOfIssues<F extends string>(
  issues: readonly { path: string; rule: string }[],
  fields: FieldMessages<F>,
): Partial<Record<F, FormMessage>> {
  const found: Partial<Record<F, FormMessage>> = {};
  for (const issue of issues) {
    const named = issueMessage(fields, issue.path, issue.rule);
    if (named && !found[named.field]) found[named.field] = named.message;
  }
  return found;
}

/** The issues of a zod parse as the server reports them. */
export function issuesOf(error: z.ZodError): { path: string; rule: string }[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), rule: ruleOf(i) }));
}

/**
 * The fields a refusal names with their messages: the `issues` of a 1000 (invalid input) through
 * the form's `fields`, or the one field of a code in `codes`.
 */
export function refusedFields<F extends string>(
  res: Envelope<unknown>,
  fields: FieldMessages<F>,
  codes: Partial<Record<number, [F, FormMessage]>> = {},
): Partial<Record<F, FormMessage>> {
  if (res.code === ErrorCode.InvalidInput)
    return fieldsOfIssues((res.data as FailureData | null | undefined)?.issues ?? [], fields);
  const known = codes[res.code];
  return known ? ({ [known[0]]: known[1] } as Partial<Record<F, FormMessage>>) : {};
}

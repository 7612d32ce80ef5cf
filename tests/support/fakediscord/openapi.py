"""Discord's OpenAPI description (vendored in discord-api-spec/): each REST operation's request
body and query parameters as Draft 2020-12 validators, built on first use and cached."""

from __future__ import annotations

import functools
import json
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError, best_match

SPEC_FILE = Path(__file__).with_name("discord-api-spec") / "openapi.json"
TAGGED = "x-tagged-union"  # our keyword: {type value: the branch for it}, see discriminate
SPEC_URI = "urn:discord-openapi"
JSON = "application/json"
IS_NULL = {"type": "null"}  # `discriminate` writes "null or X" as {"if": IS_NULL, "else": X}


def loosen(document: dict) -> dict:
    """The one place where the published schema is made to accept what Discord accepts.

    Each patch says why; none may make the fake more lenient than Discord itself.
    """
    schemas = document["components"]["schemas"]
    # Snowflakes are typed as decimal strings only, but Discord reads a JSON integer as well,
    # and discord.py sends integers: upload placeholders and kept attachments' ids, component
    # emoji ids, allowed_mentions users/roles, message_reference ids. `pattern` still applies
    # to strings, `minimum` to integers.
    schemas["SnowflakeType"] = {**schemas["SnowflakeType"], "type": ["string", "integer"]}
    schemas["SnowflakeType"]["minimum"] = 0
    return document


def discriminate(document: dict) -> dict:
    """Rewrites unions into equivalent forms, for speed and for precise error pointers.

    A `oneOf`/`anyOf` whose branches all require a `type` from disjoint enums (components,
    command options, callback types) evaluates every branch in full; as a table from each
    `type` to its branch (the TAGGED keyword) only the matching branch runs, and its own errors
    are reported. `oneOf` of null
    and an object schema becomes `if null else the object schema`. Both accept exactly what the
    union accepts. Enumerations written as `oneOf` of `const`s (with their descriptions)
    become `enum`s, which need no error per non-matching value.
    """
    schemas = document["components"]["schemas"]

    def resolved(branch: dict) -> dict:
        ref = branch.get("$ref", "")
        return schemas[ref.rsplit("/", 1)[1]] if ref.startswith("#/components/schemas/") else branch

    def rewrite(node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                rewrite(item)
            return
        if not isinstance(node, dict):
            return
        for keyword in ("oneOf", "anyOf"):
            branches = node.get(keyword)
            if branches is None or "if" in node or "allOf" in node:
                continue
            if all("const" in branch for branch in branches):
                del node[keyword]
                node["enum"] = [branch["const"] for branch in branches]
                continue
            targets = [resolved(branch) for branch in branches]
            if (
                len(branches) == 2
                and branches[0] == {"type": "null"}
                and (targets[1].get("type") == "object")
            ):
                del node[keyword]
                node.update({"if": IS_NULL, "else": branches[1]})
                continue
            enums = [t.get("properties", {}).get("type", {}).get("enum") for t in targets]
            values = [value for enum in enums if enum for value in enum]
            tagged = all(enums) and all("type" in t.get("required", ()) for t in targets)
            if tagged and len(values) == len(set(values)):
                del node[keyword]
                node["required"] = sorted({*node.get("required", ()), "type"})
                node.setdefault("properties", {})["type"] = {"enum": values}
                node[TAGGED] = {
                    _tag(value): branch
                    for enum, branch in zip(enums, branches, strict=True)
                    for value in enum
                }
        for value in node.values():
            rewrite(value)

    rewrite(document)
    return document


def inline(document: dict) -> dict:
    """Every `$ref` to a component schema replaced by the schema object itself (shared, so a
    recursive schema becomes a cyclic graph), which validation then follows for free instead
    of looking each reference up: the same checks, a third faster. A `$ref` with sibling
    keywords applies both, as `allOf` does."""
    schemas = document["components"]["schemas"]
    done: dict[int, Any] = {}  # id of a node walked (or being walked) -> what replaces it

    def walk(node: Any) -> Any:
        if isinstance(node, list):
            node[:] = [walk(item) for item in node]
            return node
        if not isinstance(node, dict):
            return node
        if id(node) in done:
            return done[id(node)]
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
            if len(node) == 1:  # the reference alone: the schema it names
                done[id(node)] = target = walk(schemas[ref.rsplit("/", 1)[1]])
                return target
            del node["$ref"]
            node["allOf"] = [*node.get("allOf", ()), {"$ref": ref}]
        done[id(node)] = node
        for key, value in node.items():
            node[key] = walk(value)
        return node

    return walk(document)


def _tag(value: Any) -> str:
    """A tag's key in the table: JSON object keys are strings, and 1 and True must differ."""
    return orjson.dumps(value).decode()


# The keys of instances known to pass a schema. Validation is a pure function of the schema and
# the instance, and a board sent again and again repeats most of itself (a container, a
# button, a row of them): each is walked once, not on every request. A key (`_passed_key`)
# holds what can change the outcome and nothing else, so that a board differing from the last
# only in its words still hits: the schema's id; the names of the strings it judges by their
# length alone that are within bounds (which string it is cannot matter: a custom_id with
# the state's version, a line of text); for an object or an array of objects, the key of
# each by its own schema (a tagged component by its branch); and the JSON text of the rest.
# Only passes are kept, so every refusal is found and reported anew. Schemas live as long as
# the process-wide spec, so their ids are never reused.
Key = tuple[int, bytes, tuple[str, ...], tuple[tuple[str, Any], ...]]
_PASSED: set[Key] = set()
PASSED_KEPT = 200_000  # the set is emptied when full: a bound on memory, not on correctness
# The keywords of a schema that judges a string by its type and length alone.
LENGTH_KEYWORDS = {"type", "minLength", "maxLength", "description", "title"}
# The keywords of an array schema that judges its items by `items` and their count alone.
ARRAY_KEYWORDS = {"type", "items", "minItems", "maxItems", "description", "title"}
# The keywords of a union that `discriminate` turned into a table: nothing but the tag's check.
UNION_KEYWORDS = {"required", "properties", TAGGED}
# The keywords of an object schema that judge no property's value but through `properties`.
OBJECT_KEYWORDS = {"type", "properties", "required", "description", "title"}
Bounds = dict[str, tuple[int, float]]  # property -> (minLength, maxLength)
_SHAPES: dict[int, tuple[Bounds, dict[str, dict]]] = {}


def _length_judged(schema: dict) -> Bounds:
    """The object schema's string properties that pass or fail by their length alone, with
    their bounds: the schema looks at property values only through `properties`, and there
    the property's schema has nothing but a type that allows strings and length bounds (no
    pattern, format, enum)."""
    if set(schema) - OBJECT_KEYWORDS:
        return {}
    return {
        name: (judge.get("minLength", 0), judge.get("maxLength", math.inf))
        for name, judge in schema.get("properties", {}).items()
        if isinstance(judge, dict)
        and not set(judge) - LENGTH_KEYWORDS
        and "string" in _types(judge)
    }


def _types(schema: dict) -> list[str]:
    kind = schema.get("type", [])
    return [kind] if isinstance(kind, str) else kind


def _shape(schema: dict) -> tuple[Bounds, dict[str, dict]]:
    """The length-judged properties, and the others' schemas (to key object and array values
    by); nothing if the schema judges an object otherwise than through `properties`."""
    shape = _SHAPES.get(id(schema))
    if shape is None:
        judged = _length_judged(schema)
        nested = {} if set(schema) - OBJECT_KEYWORDS else schema.get("properties", {})
        shape = _SHAPES[id(schema)] = (
            judged,
            {name: s for name, s in nested.items() if isinstance(s, dict) and name not in judged},
        )
    return shape


def _passed_key(schema: dict, instance: dict) -> Key:
    judged, nested = _shape(schema)
    if not (judged or nested):
        return id(schema), orjson.dumps(instance), (), ()
    rest, within, parts = {}, [], []
    for name, value in instance.items():
        bounds = judged.get(name)
        if bounds is not None and type(value) is str and bounds[0] <= len(value) <= bounds[1]:
            within.append(name)
            continue
        part = nested.get(name)
        key = None if part is None else _value_key(part, value)
        if key is None:
            rest[name] = value
        else:
            parts.append((name, key))
    return id(schema), orjson.dumps(rest), tuple(within), tuple(parts)


def _value_key(schema: dict, value: Any) -> Key | tuple[Key, ...] | None:
    """A key that decides whether the value passes the property's schema: an object's by that
    schema (by X for "null or X"), an array's as its count and its items' keys; None for
    anything else (the value is then keyed by its text)."""
    if type(value) is dict:
        if len(schema) == 2 and schema.get("if") == IS_NULL and "else" in schema:
            schema = schema["else"]
        return _passed_key(schema, value)
    items = schema.get("items")
    if type(value) is not list or not isinstance(items, dict) or set(schema) - ARRAY_KEYWORDS:
        return None
    table = items[TAGGED] if _is_tag_only(items) else None
    keys = []
    for item in value:
        if type(item) is not dict:
            return None
        if table is None:
            keys.append(_passed_key(items, item))
            continue
        branch = table.get(_tag(item["type"])) if "type" in item else None
        if branch is None:
            return None
        keys.append(_passed_key(branch, item))
    return tuple(keys)


def _is_tag_only(union: dict) -> bool:
    """A union that judges an item by its tag's branch (and the names it requires) alone."""
    return (
        TAGGED in union
        and not set(union) - UNION_KEYWORDS
        and not set(union.get("properties", {})) - {"type"}
    )


def _remember(key: Key) -> None:
    if len(_PASSED) >= PASSED_KEPT:
        _PASSED.clear()
    _PASSED.add(key)


def _tagged_union(validator, table: dict, instance: Any, schema: dict) -> Iterator:
    """The TAGGED keyword: validate against the branch of the instance's `type` only (an
    unknown or missing `type` is the `enum` and `required` beside it to report)."""
    if validator.is_type(instance, "object") and "type" in instance:
        branch = table.get(_tag(instance["type"]))
        if branch is None:
            return
        key = _passed_key(branch, instance)
        if key in _PASSED:
            return
        errors = list(validator.descend(instance, branch))
        if errors:
            yield from errors
            return
        _remember(key)


Validator = validators.extend(Draft202012Validator, {TAGGED: _tagged_union})


@dataclass(frozen=True)
class SchemaError:
    pointer: str  # JSON pointer into the checked document, "" for the root
    keyword: str  # the failed JSON Schema keyword: maxLength, required, type, ...
    message: str


class Operation:
    """One method on one path template, with validators for its JSON body and query."""

    def __init__(self, spec: DiscordSpec, method: str, template: str, operation: dict) -> None:
        self.method, self.template = method, template
        self.route = f"{method} {template}"
        base = f"/paths/{_escape(template)}/{method.lower()}"
        content = operation.get("requestBody", {}).get("content", {})
        self.body = None
        if JSON in content:
            self.body = spec.validator(f"{base}/requestBody/content/{_escape(JSON)}/schema")
        self.query = {
            parameter["name"]: (spec.validator(f"{base}/parameters/{n}/schema"), parameter)
            for n, parameter in enumerate(operation.get("parameters", []))
            if parameter["in"] == "query"
        }

    def body_errors(self, body: Any) -> Iterator[SchemaError]:
        if self.body is None:
            return
        key = _passed_key(self.body.schema, body) if type(body) is dict else None
        if key in _PASSED:
            return
        errors = list(_errors(self.body, body, ""))
        yield from errors
        if key is not None and not errors:
            _remember(key)

    def query_errors(self, query: dict[str, str]) -> Iterator[SchemaError]:
        """Checks the parameters the operation documents; Discord ignores unknown ones."""
        for name, raw in query.items():
            if name in self.query:
                validator, parameter = self.query[name]
                yield from _errors(validator, _query_value(raw, parameter["schema"]), f"/{name}")


class DiscordSpec:
    """The loaded description: finds the operation of a request and validates against it."""

    def __init__(self, document: dict) -> None:
        self.document = document
        # (method, number of segments) -> [(pattern, template)], literal segments first, so
        # that /users/@me wins over /users/{user_id}.
        self._templates: dict[tuple[str, int], list[tuple[re.Pattern, str]]] = {}
        for template, item in document["paths"].items():
            for method in item:
                if method == "parameters":
                    continue
                key = (method.upper(), template.count("/"))
                self._templates.setdefault(key, []).append((_pattern(template), template))
        for candidates in self._templates.values():
            candidates.sort(key=lambda candidate: candidate[1].count("{"))
        self._operations: dict[tuple[str, str], Operation] = {}

    def validator(self, pointer: str) -> Draft202012Validator:
        """The validator of the schema at a JSON pointer into the (inlined) document."""
        schema: Any = self.document
        for part in pointer.split("/")[1:]:
            part = part.replace("~1", "/").replace("~0", "~")
            schema = schema[int(part) if isinstance(schema, list) else part]
        return Validator(schema)

    def operation(self, method: str, path: str) -> Operation | None:
        """The operation for a concrete path (without the /api/v10 prefix), or None."""
        for pattern, template in self._templates.get((method, path.count("/")), []):
            if pattern.fullmatch(path):
                return self._operation(method, template)
        return None

    def _operation(self, method: str, template: str) -> Operation:
        key = (method, template)
        if key not in self._operations:
            item = self.document["paths"][template]
            self._operations[key] = Operation(self, method, template, item[method.lower()])
        return self._operations[key]


@functools.cache
def discord_spec() -> DiscordSpec:
    """Loaded once per process: every FakeDiscord shares the document and its validators."""
    return DiscordSpec(inline(discriminate(loosen(json.loads(SPEC_FILE.read_text())))))


def _errors(validator: Draft202012Validator, instance: Any, prefix: str) -> Iterator[SchemaError]:
    for error in validator.iter_errors(instance):
        # Inside oneOf/anyOf (component and option unions) the most relevant branch's error.
        error = best_match([error])
        yield SchemaError(prefix + _pointer(error), str(error.validator), _message(error))


def _message(error: ValidationError) -> str:
    """Discord's wording where it has one; jsonschema's would repeat the whole value."""
    limit = error.validator_value
    wording = {
        "maxLength": f"Must be {limit} or fewer in length.",
        "minLength": f"Must be {limit} or more in length.",
        "maxItems": f"Must be {limit} or fewer in length.",
        "minItems": f"Must be {limit} or more in length.",
        "maximum": f"int value should be less than or equal to {limit}.",
        "minimum": f"int value should be greater than or equal to {limit}.",
        "required": "This field is required",
    }
    return wording.get(str(error.validator), error.message[:200])


def _pointer(error: ValidationError) -> str:
    return "".join(f"/{_escape(str(part))}" for part in error.absolute_path)


def _escape(part: str) -> str:
    return part.replace("~", "~0").replace("/", "~1")


def _pattern(template: str) -> re.Pattern:
    parts = re.split(r"(\{[^}]+\})", template)
    return re.compile("".join("[^/]+" if p.startswith("{") else re.escape(p) for p in parts))


def _query_value(raw: str, schema: dict) -> Any:
    """A query string's text as the JSON value its schema types (Discord parses them so)."""
    kinds = schema.get("type") or []
    kinds = [kinds] if isinstance(kinds, str) else kinds
    if "boolean" in kinds and raw.lower() in ("true", "false", "1", "0"):
        return raw.lower() in ("true", "1")
    if "integer" in kinds and re.fullmatch(r"-?\d+", raw):
        return int(raw)
    return raw

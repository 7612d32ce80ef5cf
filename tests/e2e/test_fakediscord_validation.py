"""The fake Discord's strictness without a bot: the OpenAPI schema check, each documented limit
(one payload that passes, one that breaks it), and the refusal Discord answers with."""

from __future__ import annotations

import json

import aiohttp
import pytest

from tests.support.fakediscord import FakeDiscord
from tests.support.fakediscord.openapi import TAGGED, _length_judged, _passed_key
from tests.support.fakediscord.validation import RequestValidation

APP = "1100000000000000001"
CALLBACK = "/interactions/1200000000000000001/token/callback"
MESSAGE = "/channels/1100000000000000003/messages"
COMMANDS = f"/applications/{APP}/commands"
V2 = 1 << 15


@pytest.fixture
def validation() -> RequestValidation:
    return RequestValidation(lambda: ["900"])


def found(validation: RequestValidation, method: str, path: str, body, **extra) -> set:
    return {(v.pointer, v.rule) for v in validation.check(method, path, body, **extra)}


def button(custom_id: str = "b", **fields) -> dict:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": "Go", **fields}


def row(*components: dict) -> dict:
    return {"type": 1, "components": list(components)}


def options_of_length(count: int) -> list[dict]:
    """`count` options whose texts are as long as Discord allows (a command's 8000 characters
    are spent by four of them)."""
    return [
        {
            "type": 3,
            "name": f"o{n}",
            "description": "d" * 100,
            "choices": [{"name": "c" * 100, "value": f"{n}"}] * 25,
        }
        for n in range(count)
    ]


def command(**fields) -> dict:
    return {"name": "dice", "description": "Dice games", "type": 1, **fields}


def test_the_domino_tile_button_is_refused_at_its_exact_pointer(validation):
    board = {"type": 7, "data": {"components": [row(button(emoji={"name": "🁫"}))]}}
    assert found(validation, "POST", CALLBACK, board) == {
        ("/data/components/0/components/0/emoji/name", "component_emoji")
    }
    board["data"]["components"][0]["components"][0]["emoji"] = {"name": "🎲"}
    assert found(validation, "POST", CALLBACK, board) == set()


def test_custom_emojis_must_be_the_applications_own(validation):
    own, foreign = {"name": "die_1", "id": 900}, {"name": "die_1", "id": "901"}
    assert found(validation, "POST", MESSAGE, {"components": [row(button(emoji=own))]}) == set()
    assert found(validation, "POST", MESSAGE, {"components": [row(button(emoji=foreign))]}) == {
        ("/components/0/components/0/emoji/id", "component_emoji")
    }


def test_snowflakes_may_be_integers_but_not_text(validation):
    kept = {"content": "x", "attachments": [{"id": 0}, {"id": 1100000000000000099}]}
    assert found(validation, "POST", MESSAGE, kept) == set()
    assert found(validation, "POST", MESSAGE, {"attachments": [{"id": "zero"}]}) == {
        ("/attachments/0/id", "openapi.pattern")
    }


def test_the_schema_reports_the_failing_branch_of_a_union(validation):
    long_label = {"type": 4, "data": {"components": [row(button(label="x" * 81))]}}
    assert found(validation, "POST", CALLBACK, long_label) == {
        ("/data/components/0/components/0/label", "openapi.maxLength")
    }
    assert found(validation, "POST", CALLBACK, {"type": 3}) == {("/type", "openapi.enum")}


def test_a_component_passed_before_is_checked_again_wherever_it_differs(validation):
    """Components that passed are remembered by their text, so a board sent again skips them; a
    refusal is never remembered, and a component differing by more than strings within their
    length bounds is not the one remembered."""
    go = button(label="Go")
    board = {"type": 4, "data": {"components": [row(go, button("c", label="Stop"))]}}
    assert found(validation, "POST", CALLBACK, board) == set()
    assert found(validation, "POST", CALLBACK, board) == set()
    long_label = button("c", label="x" * 81)
    twice = {"type": 4, "data": {"components": [row(go, long_label), row(long_label)]}}
    for _ in range(2):
        assert found(validation, "POST", CALLBACK, twice) == {
            ("/data/components/0/components/1/label", "openapi.maxLength"),
            ("/data/components/1/components/0/label", "openapi.maxLength"),
        }
    no_style = {"type": 4, "data": {"components": [row({**go, "style": 9})]}}
    assert found(validation, "POST", CALLBACK, no_style) == {
        ("/data/components/0/components/0/style", "openapi.enum")
    }
    # A label is judged by its length alone: one as long as Discord allows passes, whatever it
    # says, and one a character longer is refused after it.
    for label in ("a" * 80, "b" * 80, "c" * 81):
        board = {"type": 4, "data": {"components": [row(button(label=label))]}}
        refused = {("/data/components/0/components/0/label", "openapi.maxLength")}
        assert found(validation, "POST", CALLBACK, board) == (refused if len(label) > 80 else set())


def test_a_body_passed_before_is_checked_again_wherever_it_differs(validation):
    """Whole bodies and the objects in them (a select's options, allowed_mentions, a message's
    data) are remembered too, by their keys: a refusal deep inside is still found."""
    select = {"type": 3, "custom_id": "s", "options": [{"label": "One", "value": "1"}]}
    edit = {"components": [row(select)], "allowed_mentions": {"parse": ["users"]}}
    callback = {"type": 7, "data": edit}
    for _ in range(2):
        assert found(validation, "PATCH", f"{MESSAGE}/1", edit) == set()
        assert found(validation, "POST", CALLBACK, callback) == set()
    long_option = {**select, "options": [{"label": "x" * 101, "value": "1"}]}
    everyone = {**edit, "allowed_mentions": {"parse": ["everyone!"]}}
    for body, pointer, rule in [
        (
            {**edit, "components": [row(long_option)]},
            "/components/0/components/0/options/0/label",
            "openapi.maxLength",
        ),
        (everyone, "/allowed_mentions/parse/0", "openapi.enum"),
        ({**edit, "flags": "1"}, "/flags", "openapi.type"),
    ]:
        assert found(validation, "PATCH", f"{MESSAGE}/1", body) == {(pointer, rule)}
        assert found(validation, "POST", CALLBACK, {"type": 7, "data": body}) == {
            ("/data" + pointer, rule)
        }


def test_only_strings_judged_by_their_length_alone_are_remembered_by_it():
    button_schema = {
        "type": "object",
        "required": ["type"],
        "properties": {
            "label": {"type": ["string", "null"], "maxLength": 80},
            "custom_id": {"type": "string", "minLength": 1, "maxLength": 100},
            "url": {"type": "string", "format": "uri"},
            "name": {"type": "string", "pattern": "^[a-z]+$"},
            "style": {"type": "integer", "enum": [1, 2]},
            "id": {"type": "integer", "maxLength": 3},  # no string passes: not judged so
        },
    }
    assert _length_judged(button_schema) == {"label": (0, 80), "custom_id": (1, 100)}
    assert _length_judged({**button_schema, "allOf": [{"required": ["label"]}]}) == {}
    # Two buttons whose strings are within bounds share their key; one out of them does not.
    a = {"type": 2, "style": 1, "label": "Roll", "custom_id": "g:1:2:roll"}
    b = {**a, "label": "Bank 350 points", "custom_id": "g:1:3:bank"}
    assert _passed_key(button_schema, a) == _passed_key(button_schema, b)
    assert _passed_key(button_schema, a) != _passed_key(button_schema, {**a, "custom_id": ""})
    assert _passed_key(button_schema, a) != _passed_key(button_schema, {**a, "label": None})
    # A row is judged by its buttons' branch and their count: it is remembered by their keys.
    union = {
        "required": ["type"],
        "properties": {"type": {"enum": [2]}},
        TAGGED: {"2": button_schema},
    }
    row_schema = {
        "type": "object",
        "required": ["type", "components"],
        "properties": {
            "type": {"enum": [1]},
            "components": {"type": "array", "maxItems": 5, "items": union},
        },
    }
    assert _passed_key(row_schema, row(a)) == _passed_key(row_schema, row(b))
    assert _passed_key(row_schema, row(a)) != _passed_key(row_schema, row(a, a))
    assert _passed_key(row_schema, row(a)) != _passed_key(row_schema, row({**a, "custom_id": ""}))
    assert _passed_key(row_schema, row(a)) != _passed_key(row_schema, row({**a, "type": 3}))


def test_query_parameters_are_checked(validation):
    webhook = f"/webhooks/{APP}/token"
    assert found(validation, "POST", webhook, {"content": "x"}, query={"wait": "true"}) == set()
    assert found(validation, "POST", webhook, {"content": "x"}, query={"thread_id": "x"}) == {
        ("/thread_id", "openapi.query.pattern")
    }


@pytest.mark.parametrize(
    ("good", "bad", "pointer", "rule"),
    [
        ({"content": "x" * 2000}, {"content": "x" * 2001}, "/content", "message_content_length"),
        (
            {"embeds": [{"fields": [{"name": "a", "value": "b"}]}]},
            {"embeds": [{"fields": [{"name": "a", "value": ""}]}]},
            "/embeds/0/fields/0/value",
            "embed_field_not_empty",
        ),
        (
            {"embeds": [{"description": "x" * 4000}, {"description": "x" * 2000}]},
            {"embeds": [{"description": "x" * 4000}, {"description": "x" * 2001}]},
            "/embeds",
            "embeds_total_length",
        ),
        (
            {"components": [row(button("a"), button("b"))]},
            {"components": [row(button("a"), button("a"))]},
            "/components/0/components/1/custom_id",
            "custom_id_unique",
        ),
        (
            {"components": [row(button(str(n))) for n in range(5)]},
            {"components": [row(button(str(n))) for n in range(6)]},
            "/components",
            "legacy_action_rows",
        ),
        (
            {
                "components": [
                    row({"type": 3, "custom_id": "s", "options": [{"label": "a", "value": "a"}]})
                ]
            },
            {
                "components": [
                    row(
                        button(),
                        {"type": 3, "custom_id": "s", "options": [{"label": "a", "value": "a"}]},
                    )
                ]
            },
            "/components/0/components/1",
            "select_alone_in_row",
        ),
        (
            {
                "components": [
                    row(
                        {
                            "type": 3,
                            "custom_id": "s",
                            "options": [{"label": "a", "value": "a"}, {"label": "b", "value": "b"}],
                        }
                    )
                ]
            },
            {
                "components": [
                    row(
                        {
                            "type": 3,
                            "custom_id": "s",
                            "options": [{"label": "a", "value": "a"}, {"label": "b", "value": "a"}],
                        }
                    )
                ]
            },
            "/components/0/components/0/options/1/value",
            "select_option_values_unique",
        ),
        (
            {"components": [row({"type": 2, "style": 5, "url": "https://x.y", "label": "x"})]},
            {"components": [row({"type": 2, "style": 1, "label": "x"})]},
            "/components/0/components/0/custom_id",
            "button_custom_id",
        ),
        (
            {"flags": V2, "components": [{"type": 10, "content": "x"}]},
            {"components": [{"type": 10, "content": "x"}]},
            "/components/0/type",
            "components_v2_flag",
        ),
        (
            {"flags": V2, "components": [{"type": 10, "content": "x"}]},
            {"flags": V2, "content": "x", "components": [{"type": 10, "content": "x"}]},
            "/content",
            "components_v2_no_content",
        ),
        (
            {
                "flags": V2,
                "components": [{"type": 17, "components": [{"type": 10, "content": "x"}] * 39}],
            },
            {
                "flags": V2,
                "components": [{"type": 17, "components": [{"type": 10, "content": "x"}] * 40}],
            },
            "/components",
            "components_v2_count",
        ),
        (
            {"flags": V2, "components": [{"type": 10, "content": "x" * 2000}] * 2},
            {
                "flags": V2,
                "components": [{"type": 10, "content": "x" * 2000}] * 2
                + [{"type": 10, "content": "x"}],
            },
            "/components",
            "components_v2_text_length",
        ),
    ],
)
def test_message_limits(validation, good, bad, pointer, rule):
    assert found(validation, "POST", MESSAGE, good) == set()
    assert (pointer, rule) in found(validation, "POST", MESSAGE, bad)


def test_file_limits(validation):
    assert found(validation, "POST", MESSAGE, {}, upload_sizes=(10 * 2**20,) * 10) == set()
    assert found(validation, "POST", MESSAGE, {}, upload_sizes=(1,) * 11) == {
        ("/files", "files_count")
    }
    assert found(validation, "POST", MESSAGE, {}, upload_sizes=(1, 10 * 2**20 + 1)) == {
        ("/files[1]", "file_size")
    }


@pytest.mark.parametrize(
    ("good", "bad", "pointer", "rule"),
    [
        (command(name="dice-ř"), command(name="Dice"), "/0/name", "command_name"),
        (command(), command(name="two words"), "/0/name", "command_name"),
        (
            command(name_localizations={"cs": "kostky"}),
            command(name_localizations={"cs": "Kostky"}),
            "/0/name_localizations/cs",
            "command_name",
        ),
        (command(), command(description=""), "/0/description", "command_description"),
        (
            command(description_localizations={"cs": "Kostky", "en-GB": "Dice"}),
            command(description_localizations={"en": "Dice"}),
            "/0/description_localizations/en",
            "command_locales",
        ),
        (
            command(
                options=[
                    {"type": 3, "name": "a", "description": "a", "required": True},
                    {"type": 3, "name": "b", "description": "b"},
                ]
            ),
            command(
                options=[
                    {"type": 3, "name": "a", "description": "a"},
                    {"type": 3, "name": "b", "description": "b", "required": True},
                ]
            ),
            "/0/options/1/required",
            "required_options_first",
        ),
        (
            command(
                options=[
                    {
                        "type": 3,
                        "name": "a",
                        "description": "a",
                        "choices": [{"name": "x", "value": "v" * 100}],
                    }
                ]
            ),
            command(
                options=[
                    {
                        "type": 3,
                        "name": "a",
                        "description": "a",
                        "choices": [{"name": "x", "value": "v" * 101}],
                    }
                ]
            ),
            "/0/options/0/choices/0/value",
            "choice_value_length",
        ),
        (
            command(options=options_of_length(3)),
            command(options=options_of_length(4)),
            "/0",
            "command_total_length",
        ),
    ],
)
def test_command_limits(validation, good, bad, pointer, rule):
    assert found(validation, "PUT", COMMANDS, [good]) == set()
    assert (pointer, rule) in found(validation, "PUT", COMMANDS, [bad])


def test_command_names_are_unique_per_type(validation):
    assert found(validation, "PUT", COMMANDS, [command(), command(type=2, name="Dice")]) == set()
    assert found(validation, "PUT", COMMANDS, [command(), command()]) == {
        ("/1/name", "command_names_unique")
    }


def test_autocomplete_choices(validation):
    choices = [{"name": str(n), "value": str(n)} for n in range(26)]
    assert (
        found(validation, "POST", CALLBACK, {"type": 8, "data": {"choices": choices[:25]}}) == set()
    )
    # The choices' union (integer, number or string values) fails as a whole at /data.
    assert found(validation, "POST", CALLBACK, {"type": 8, "data": {"choices": choices}}) == {
        ("/data", "openapi.anyOf")
    }


def test_emoji_uploads(validation):
    path = f"/applications/{APP}/emojis"
    assert (
        found(validation, "POST", path, {"name": "die_1", "image": "data:image/png;base64,AAAA"})
        == set()
    )
    assert found(validation, "POST", path, {"name": "die-1", "image": "AAAA"}) == {
        ("/name", "emoji_name"),
        ("/image", "emoji_image"),
    }


async def test_a_refusal_is_answered_like_discord_and_recorded():
    fake = FakeDiscord()
    await fake.start()
    try:
        fake.expect_violations()
        body = {"type": 4, "data": {"components": [row(button(emoji={"name": "🁫"}))]}}
        form = aiohttp.FormData()
        form.add_field("payload_json", json.dumps(body), content_type="application/json")
        form.add_field("files[0]", b"PNG", filename="a.png", content_type="image/png")
        async with (
            aiohttp.ClientSession() as http,
            http.post(fake.api_url + CALLBACK, data=form) as answer,
        ):
            status, refusal = answer.status, await answer.json()
    finally:
        await fake.stop()
    assert status == 400 and refusal["code"] == 50035 and refusal["message"] == "Invalid Form Body"
    leaf = refusal["errors"]["data"]["components"]["0"]["components"]["0"]["emoji"]["name"]
    assert leaf["_errors"][0]["code"] == "BUTTON_COMPONENT_INVALID_EMOJI"
    [violation] = fake.violations
    assert str(violation).startswith(
        "POST /interactions/{interaction_id}/{interaction_token}/callback "
        "/data/components/0/components/0/emoji/name:"
    )
    fake.check_violations()  # expected: no AssertionError


async def test_unexpected_violations_fail_the_check(validation):
    validation.violations += validation.check("POST", MESSAGE, {"content": "x" * 2001})
    with pytest.raises(AssertionError, match=r"message_content_length"):
        validation.check_violations()

"""Property tests of the two readers of untrusted text.

Deck lists and save files (docs/reliability.md).

Whatever the text or bytes, the deck-list parser returns problems (never
raises), the deck-file decoder raises only :class:`DeckTextError`, and the
journal reader raises only :class:`JournalError` (or :class:`OSError`); a
journal it recovers replays, and once rewritten reads back strictly to the
same game.  ``make fuzz`` runs these with many more examples
(``ARCHENEMY_FUZZ_EXAMPLES``).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.decks import (
    MAX_DECK_LIST_BYTES,
    DeckTextError,
    check_deck_list,
    decode_deck_list,
    parse_deck_list,
)
from archenemy.engine.errors import JournalError
from archenemy.engine.journal import read_journal, recover_file, replay
from archenemy.engine.variants import Variant

from support.paths import DATA

CATALOGUE = load_catalogue()
CORPUS = DATA / "damaged_saves"
GOOD = (CORPUS / "small_game.jsonl").read_text(encoding="utf-8").splitlines()

# 150 examples per property in the suite; ``make fuzz`` sets ARCHENEMY_FUZZ_EXAMPLES (default 5000 there).
EXAMPLES = settings(
    max_examples=int(os.environ.get("ARCHENEMY_FUZZ_EXAMPLES", "150")),
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# Text that looks like deck lists: counts (some absurdly long), names, comments, set codes.
deck_lines = st.one_of(
    st.text(max_size=60),
    st.builds(
        lambda count, name, tail: f"{count} {name}{tail}",
        st.one_of(st.integers(-5, 10**6).map(str), st.text("0123456789xX+-", max_size=40), st.just("9" * 5000)),
        st.sampled_from([s.name_en for s in CATALOGUE.values()] + ["Nonsense", "", "x", "X Marks"]),
        st.sampled_from(["", " (OARC) 7", " [ARC]", " // two", " # c", "\r"]),
    ),
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@EXAMPLES
@given(st.lists(deck_lines, max_size=30).map("\n".join), st.sampled_from(list(Variant)))
def test_the_deck_parser_never_raises_on_any_text(text: str, variant: Variant) -> None:
    parsed = parse_deck_list(text, CATALOGUE)
    report = check_deck_list(text, variant, CATALOGUE)
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for problem in parsed.problems:
        assert problem.line is not None and 1 <= problem.line <= len(lines)
    assert report.legal == (not report.problems)


def test_a_count_of_5000_digits_is_a_problem_on_its_line() -> None:
    report = check_deck_list("1 Because I Have Willed It\n" + "5" * 5000 + " Behold the Power of Destruction\n")
    (bad,) = [p for p in report.problems if p.code == "bad_count"]
    assert bad.line == 2 and len(bad.args["count"]) <= 21


@EXAMPLES
@given(st.binary(max_size=400))
def test_the_deck_decoder_raises_only_its_typed_error(data: bytes) -> None:
    try:
        text = decode_deck_list(data)
    except DeckTextError as exc:
        assert exc.reason in ("binary", "encoding")
        return
    parse_deck_list(text, CATALOGUE)


def test_a_deck_list_over_the_limit_is_refused() -> None:
    with pytest.raises(DeckTextError) as caught:
        decode_deck_list(b"1 Because I Have Willed It\n" * (MAX_DECK_LIST_BYTES // 20))
    assert caught.value.code == "deck_too_large"


def _read_any(path: Path) -> None:
    """Read ``path`` strictly and not; only typed errors.

    A recovered game rewrites and reads back strictly.
    """
    try:
        read_journal(path, strict=True, catalogue=CATALOGUE)
    except JournalError:
        pass
    try:
        loaded = read_journal(path, strict=False, catalogue=CATALOGUE)
    except JournalError:
        return
    game = replay(loaded, CATALOGUE, strict=False)
    recover_file(path, loaded)
    again = replay(read_journal(path, strict=True, catalogue=CATALOGUE), CATALOGUE, strict=True)
    assert again.state == game.state


@EXAMPLES
@given(st.binary(max_size=600))
def test_the_journal_reader_on_any_bytes_raises_only_journal_errors(tmp_path_factory, data: bytes) -> None:
    path = tmp_path_factory.mktemp("bytes") / "game.jsonl"
    path.write_bytes(data)
    _read_any(path)


@EXAMPLES
@given(
    st.integers(1, len(GOOD) - 1),
    st.one_of(json_values.map(lambda v: json.dumps(v)), st.text(max_size=40)),
    st.booleans(),
)
def test_a_good_journal_with_any_line_replaced_reads_or_fails_typed(
    tmp_path_factory, index: int, line: str, header_too: bool
) -> None:
    lines = list(GOOD)
    lines[index] = line
    if header_too:
        header = json.loads(lines[0])
        header[sorted(header)[index % len(header)]] = json.loads(json.dumps(line)) if index % 2 else [line]
        lines[0] = json.dumps(header)
    path = tmp_path_factory.mktemp("lines") / "game.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8", errors="surrogatepass")
    _read_any(path)


@EXAMPLES
@given(st.lists(st.tuples(st.sampled_from(["type", "player", "delta", "prompt", "value", "card"]), json_values)))
def test_actions_of_any_shape_read_or_fail_typed(tmp_path_factory, fields: list) -> None:
    lines = [*GOOD, json.dumps(dict(fields), ensure_ascii=False)]
    path = tmp_path_factory.mktemp("actions") / "game.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8", errors="surrogatepass")
    _read_any(path)

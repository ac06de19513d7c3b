"""Scheme deck lists (engine/decks.py): parsing, formatting, and the deck rules.

Rules: CR 904.3 (at least twenty scheme cards, no more than two of any English
name), 904.12c (Supervillain Rumble: each player's deck follows the archenemy
rules), 904.13d (Archenemy Commander: at least ten cards, each with a different
English name).
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.decks import (
    PROBLEM_CODES,
    WARNING_CODES,
    DeckLine,
    DeckListError,
    DeckProblem,
    ParsedDeck,
    check_deck,
    check_deck_list,
    format_deck_list,
    parse_deck_list,
)
from archenemy.engine.errors import ArchenemyError, UnknownSchemeError
from archenemy.engine.variants import Variant

CATALOGUE = load_catalogue()
ALL_IDS = sorted(CATALOGUE)
#: Schemes that work in any variant (no "your commander").
PLAIN_IDS = [i for i in ALL_IDS if not CATALOGUE[i].needs_commander]
COMMANDER_IDS = [i for i in ALL_IDS if CATALOGUE[i].needs_commander]

WILLED = "because-i-have-willed-it"
WILLED_NAME = "Because I Have Willed It"


def name(scheme_id: str) -> str:
    return CATALOGUE[scheme_id].name_en


def deck_text(ids_counts: list[tuple[str, int]]) -> str:
    return "".join(f"{n} {name(i)}\n" for i, n in ids_counts)


#: Schemes the tests add by hand, so :func:`distinct_deck` leaves them out.
HAND_PICKED = (WILLED, "all-in-good-time", "choose-your-champion")


def distinct_deck(cards: int, copies: int = 1) -> list[tuple[str, int]]:
    """``cards`` cards of plain schemes, ``copies`` of each (the last may have fewer).

    Never uses the :data:`HAND_PICKED` schemes.
    """
    out, left = [], cards
    for scheme_id in PLAIN_IDS:
        if scheme_id in HAND_PICKED:
            continue
        if left <= 0:
            break
        n = min(copies, left)
        out.append((scheme_id, n))
        left -= n
    assert left == 0
    return out


def codes(problems) -> list[str]:
    return [p.code for p in problems]


# --- parsing: every accepted form ---------------------------------------------


@pytest.mark.parametrize(
    "line, count",
    [
        ("2 Because I Have Willed It", 2),
        ("2x Because I Have Willed It", 2),
        ("2X Because I Have Willed It", 2),
        ("2 x Because I Have Willed It", 2),
        ("2 X Because I Have Willed It", 2),
        ("Because I Have Willed It", 1),
        ("1 Because I Have Willed It (OE01) 7", 1),
        ("1 Because I Have Willed It (OE01)", 1),
        ("1 Because I Have Willed It [OE01] 7", 1),
        ("1 Because I Have Willed It [ARC]", 1),
        ("Because I Have Willed It (OARC) 12", 1),
        ("2 Because I Have Willed It # my favourite", 2),
        ("2 Because I Have Willed It // my favourite", 2),
        ("2 Because I Have Willed It (OE01) 7 // with set", 2),
        ("   2   Because  I Have\tWilled It   ", 2),
        ("2 because i have willed it", 2),
        ("2 BECAUSE I HAVE WILLED IT", 2),
        ("12 Because I Have Willed It", 12),
    ],
)
def test_parse_every_entry_form(line: str, count: int) -> None:
    deck = parse_deck_list(line)
    assert deck.problems == ()
    assert deck.entries == (DeckLine(1, WILLED, count, WILLED_NAME),)


@pytest.mark.parametrize(
    "typed",
    ["What's Yours Is Now Mine", "What’s Yours Is Now Mine", "whats yours is now mine", "WHAT’S YOURS IS NOW MINE"],
)
def test_parse_names_match_case_insensitively_and_apostrophes_alike(typed: str) -> None:
    deck = parse_deck_list(f"2 {typed}")
    assert deck.problems == ()
    assert deck.entries[0].scheme_id == "whats-yours-is-now-mine"
    # The English name
    assert deck.entries[0].name == "What's Yours Is Now Mine"


def test_parse_comments_and_blank_lines_keep_line_numbers() -> None:
    text = (
        "# Assemble the Doomsday Machine\n"
        "\n"
        "// a note\n"
        "   \n"
        "2 Because I Have Willed It\n"
        "\t# indented comment\n"
        "All in Good Time\n"
    )
    deck = parse_deck_list(text)
    assert deck.problems == ()
    assert [(e.line, e.scheme_id, e.count) for e in deck.entries] == [
        (5, WILLED, 2),
        (7, "all-in-good-time", 1),
    ]


@pytest.mark.parametrize("newline", ["\r\n", "\n", "\r"])
@pytest.mark.parametrize("bom", ["", "\ufeff"])
def test_parse_crlf_cr_and_bom(newline: str, bom: str) -> None:
    text = bom + newline.join(["# comment", "2 Because I Have Willed It", "", "Not A Scheme", ""])
    deck = parse_deck_list(text)
    assert [(e.line, e.count) for e in deck.entries] == [(2, 2)]
    assert [(p.line, p.code, p.name) for p in deck.problems] == [(4, "unknown_name", "Not A Scheme")]


def test_parse_bom_before_a_bare_name() -> None:
    assert parse_deck_list("\ufeffAll in Good Time").entries[0].scheme_id == "all-in-good-time"


def test_parse_other_unicode_line_separators_do_not_split_lines() -> None:
    # Only CR/LF end lines, as in editors; a form feed is just white space.
    deck = parse_deck_list("\x0c2 Because I Have Willed It\nAll in Good Time")
    assert [e.line for e in deck.entries] == [1, 2]


def test_parse_spanish_names_with_the_spanish_catalogue() -> None:
    es = load_catalogue("es")
    deck = parse_deck_list(f"2 {es[WILLED].name}\n1 All in Good Time", es)
    assert deck.problems == ()
    assert [e.scheme_id for e in deck.entries] == [WILLED, "all-in-good-time"]
    # entries always carry the English name
    assert deck.entries[0].name == WILLED_NAME


def test_parse_rejects_non_str() -> None:
    with pytest.raises(TypeError):
        parse_deck_list(b"2 Because I Have Willed It")  # type: ignore[arg-type]


# --- parsing: problems with their line numbers --------------------------------


@pytest.mark.parametrize("count", ["0", "00", "0x", "-1", "+2", "1.5", "2,5", "2a", "3xx"])
def test_parse_bad_count(count: str) -> None:
    deck = parse_deck_list(f"All in Good Time\n{count} Because I Have Willed It")
    assert deck.entries[0].scheme_id == "all-in-good-time"
    assert len(deck.entries) == 1
    (problem,) = deck.problems
    assert (problem.line, problem.code, problem.name, problem.lines) == (2, "bad_count", WILLED_NAME, (2,))
    assert problem.args["count"] == count


@pytest.mark.parametrize("line", ["2", "2x", "3 (OE01) 7", "1 // no name"])
def test_parse_count_without_a_name(line: str) -> None:
    (problem,) = parse_deck_list(f"\n{line}").problems
    assert (problem.line, problem.code, problem.name) == (2, "missing_name", None)


def test_parse_unknown_name_suggests_the_closest_english_name() -> None:
    deck = parse_deck_list("2 Because I Have Willed It\n\n2 Becuase I Hve Willed It (OE01) 3\n")
    (problem,) = deck.problems
    assert problem.code == "unknown_name"
    assert problem.line == 3 and problem.lines == (3,)
    # As typed, set code dropped
    assert problem.name == "Becuase I Hve Willed It"
    assert problem.args["suggestion"] == WILLED_NAME
    assert problem.args["count"] == 2
    assert deck.unresolved_cards == 2


def test_parse_unknown_name_far_from_everything_has_no_suggestion() -> None:
    (problem,) = parse_deck_list("Qqqqqqqqqqqqqqqqq Zzzzz").problems
    assert problem.code == "unknown_name"
    assert problem.args["suggestion"] is None


def test_parse_many_distinct_unknown_names_all_reported() -> None:
    text = "".join(f"1 Nonsense Scheme {i}\n" for i in range(300))
    deck = parse_deck_list(text)
    assert [p.line for p in deck.problems] == list(range(1, 301))
    assert all(p.code == "unknown_name" for p in deck.problems)


def test_parse_problems_come_in_line_order() -> None:
    text = "Foo Bar\n0 All in Good Time\n2 Because I Have Willed It\n5\n"
    assert [(p.line, p.code) for p in parse_deck_list(text).problems] == [
        (1, "unknown_name"),
        (2, "bad_count"),
        (4, "missing_name"),
    ]


# --- parsed deck values -------------------------------------------------------


def test_parsed_deck_card_ids_expand_copies_in_list_order() -> None:
    deck = parse_deck_list("2 Because I Have Willed It\nAll in Good Time\n1 Because I Have Willed It")
    assert deck.card_ids() == [WILLED, WILLED, "all-in-good-time", WILLED]
    assert deck.counts() == {WILLED: 3, "all-in-good-time": 1}
    assert deck.card_count == 4
    assert deck.lines_of(WILLED) == (1, 3)


def test_deck_problem_is_an_immutable_hashable_value() -> None:
    problem = DeckProblem(3, "unknown_name", "Foo", (3,), {"suggestion": None, "count": 1})
    assert problem == DeckProblem(3, "unknown_name", "Foo", (3,), {"suggestion": None, "count": 1})
    hash(problem)
    with pytest.raises(TypeError):
        problem.args["count"] = 2  # type: ignore[index]
    with pytest.raises(AttributeError):
        problem.line = 4  # type: ignore[misc]
    assert "unknown_name" in repr(problem)


def test_problem_codes_are_documented_constants() -> None:
    report = check_deck_list("3 Because I Have Willed It\nFoo\n0 All in Good Time\n7\nI Am Never Alone")
    assert set(codes(report.problems)) <= set(PROBLEM_CODES)
    assert set(codes(report.warnings)) <= set(WARNING_CODES)


# --- CR 904.3: Archenemy --------------------------------------------------------


def test_904_3_twenty_cards_is_legal() -> None:
    report = check_deck_list(deck_text(distinct_deck(20, copies=2)))
    assert report.legal
    assert report.cards == 20
    assert report.problems == () and report.warnings == ()
    assert report.variant is Variant.ARCHENEMY


def test_904_3_at_least_twenty_cards() -> None:
    report = check_deck_list(deck_text(distinct_deck(19, copies=2)))
    assert not report.legal
    (problem,) = report.problems
    assert (problem.line, problem.code, problem.name, problem.lines) == (None, "too_few_cards", None, ())
    assert dict(problem.args) == {"cards": 19, "minimum": 20}


def test_904_3_at_most_two_copies_per_english_name() -> None:
    text = deck_text(distinct_deck(18)) + "3 Because I Have Willed It\n"
    (problem,) = check_deck_list(text).problems
    assert problem.code == "too_many_copies"
    assert problem.name == WILLED_NAME
    assert problem.line == 19 and problem.lines == (19,)
    assert problem.args["count"] == 3 and problem.args["maximum"] == 2


def test_904_3_copies_on_several_lines_add_up() -> None:
    base = distinct_deck(18)
    text = "Because I Have Willed It\n" + deck_text(base[:9]) + "2x because i have willed it\n" + deck_text(base[9:])
    report = check_deck_list(text)
    (problem,) = report.problems
    assert problem.code == "too_many_copies"
    # Every entry naming it
    assert problem.lines == (1, 11)
    assert problem.line == 1
    assert problem.args["count"] == 3
    assert report.cards == 21


def test_904_3_two_copies_on_two_lines_is_fine() -> None:
    base = distinct_deck(18)
    report = check_deck_list("Because I Have Willed It\n" + deck_text(base) + "Because I Have Willed It\n")
    assert report.legal and report.cards == 20


def test_904_3_ongoing_and_non_ongoing_count_alike() -> None:
    ongoing = [s.id for s in CATALOGUE.ongoing() if not s.needs_commander][:10]
    rest = [i for i in PLAIN_IDS if i not in ongoing][:10]
    assert check_deck_list(deck_text([(i, 1) for i in ongoing + rest])).legal


def test_904_12c_rumble_decks_follow_the_archenemy_rules() -> None:
    legal = deck_text(distinct_deck(20, copies=2))
    assert check_deck_list(legal, Variant.SUPERVILLAIN_RUMBLE).legal
    short = check_deck_list(deck_text(distinct_deck(19)), Variant.SUPERVILLAIN_RUMBLE)
    assert codes(short.problems) == ["too_few_cards"]
    assert short.problems[0].args["minimum"] == 20
    three = check_deck_list(deck_text(distinct_deck(18)) + "3 Because I Have Willed It", Variant.SUPERVILLAIN_RUMBLE)
    assert codes(three.problems) == ["too_many_copies"]


# --- CR 904.13d: Archenemy Commander ------------------------------------------


def test_904_13d_commander_at_least_ten_cards() -> None:
    assert check_deck_list(deck_text(distinct_deck(10)), Variant.ARCHENEMY_COMMANDER).legal
    report = check_deck_list(deck_text(distinct_deck(9)), Variant.ARCHENEMY_COMMANDER)
    (problem,) = report.problems
    assert problem.code == "too_few_cards"
    assert dict(problem.args) == {"cards": 9, "minimum": 10}


def test_904_13d_commander_all_different() -> None:
    text = "1 Because I Have Willed It\n" + deck_text(distinct_deck(9)) + "\n1 because i have willed it\n"
    report = check_deck_list(text, Variant.ARCHENEMY_COMMANDER)
    (problem,) = report.problems
    assert problem.code == "too_many_copies"
    assert problem.lines == (1, 12)
    assert problem.args["count"] == 2 and problem.args["maximum"] == 1


def test_904_13d_two_copies_on_one_line() -> None:
    report = check_deck_list(deck_text(distinct_deck(9)) + "2 Choose Your Champion", Variant.ARCHENEMY_COMMANDER)
    (problem,) = report.problems
    assert (problem.code, problem.lines, problem.args["count"]) == ("too_many_copies", (10,), 2)


# --- warnings -----------------------------------------------------------------------


def test_needs_commander_is_a_warning_outside_commander() -> None:
    assert COMMANDER_IDS
    scheme_id = COMMANDER_IDS[0]
    text = deck_text(distinct_deck(19)) + f"{name(scheme_id)}\n"
    report = check_deck_list(text)
    assert report.legal and report.problems == ()
    (warning,) = report.warnings
    assert (warning.line, warning.code, warning.name) == (20, "needs_commander", name(scheme_id))
    assert check_deck_list(text, Variant.SUPERVILLAIN_RUMBLE).warnings == report.warnings


def test_needs_commander_is_no_warning_in_commander() -> None:
    text = deck_text(distinct_deck(9)) + f"{name(COMMANDER_IDS[0])}\n"
    report = check_deck_list(text, Variant.ARCHENEMY_COMMANDER)
    assert report.legal and report.warnings == ()


# --- empty and broken decks ---------------------------------------------------------


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n// and another", "\ufeff", "   \r\n\t"])
def test_empty_deck(text: str) -> None:
    report = check_deck_list(text)
    assert not report.legal and report.cards == 0
    assert codes(report.problems) == ["empty"]
    assert report.problems[0].line is None


def test_unknown_names_count_toward_the_listed_cards() -> None:
    text = deck_text(distinct_deck(19)) + "Becuase I Hve Willed It\n"
    report = check_deck_list(text)
    assert report.cards == 20
    # No misleading "too few"
    assert codes(report.problems) == ["unknown_name"]


def test_problem_order_line_problems_then_copies_then_deck() -> None:
    text = "3 Because I Have Willed It\nFoo\n3 All in Good Time\n"
    assert [(p.line, p.code) for p in check_deck_list(text).problems] == [
        (2, "unknown_name"),
        (1, "too_many_copies"),
        (3, "too_many_copies"),
        (None, "too_few_cards"),
    ]


def test_huge_counts_are_values_not_memory() -> None:
    report = check_deck_list("1000000000000 Because I Have Willed It")
    assert report.cards == 10**12
    assert codes(report.problems) == ["too_many_copies"]


def test_a_hundred_thousand_lines() -> None:
    # Linear: each line is handled once (this would take minutes if quadratic).
    text = "1 Because I Have Willed It\n" * 100_000 + "".join(f"1 Nonsense {i}\n" for i in range(100_000))
    report = check_deck_list(text)
    assert report.cards == 200_000
    assert codes(report.problems).count("unknown_name") == 100_000
    (copies,) = [p for p in report.problems if p.code == "too_many_copies"]
    assert len(copies.lines) == 100_000


def test_check_deck_rejects_a_variant_name() -> None:
    with pytest.raises(TypeError):
        check_deck(parse_deck_list("All in Good Time"), "archenemy")  # type: ignore[arg-type]


# --- the official decks --------------------------------------------------------------


@pytest.mark.parametrize("precon", CATALOGUE.precons, ids=lambda p: p.id)
def test_official_decks_904_3_and_904_13d(precon) -> None:
    text = format_deck_list(precon.scheme_ids())
    deck = parse_deck_list(text)
    assert deck.problems == ()
    assert len(deck.card_ids()) == precon.card_count
    assert sorted(deck.card_ids()) == sorted(precon.scheme_ids())
    archenemy = check_deck(deck, Variant.ARCHENEMY)
    if precon.set == "DSC":
        # Duskmourn Commander decks: ten different schemes
        assert precon.card_count == 10
        assert not archenemy.legal
        # 904.3
        assert codes(archenemy.problems) == ["too_few_cards"]
        commander = check_deck(deck, Variant.ARCHENEMY_COMMANDER)
        # 904.13d
        assert commander.legal and commander.warnings == ()
    else:
        assert archenemy.legal, archenemy.problems
        assert archenemy.cards == 20
        assert check_deck(deck, Variant.SUPERVILLAIN_RUMBLE).legal


def test_nine_official_decks() -> None:
    assert len(CATALOGUE.precons) == 9


# --- formatting and the round trip --------------------------------------------------


def test_format_deck_list_first_seen_order_and_english_names() -> None:
    text = format_deck_list([WILLED, "all-in-good-time", WILLED])
    assert text == "2 Because I Have Willed It\n1 All in Good Time\n"
    assert format_deck_list({"all-in-good-time": 1, WILLED: 2}) == "1 All in Good Time\n2 Because I Have Willed It\n"
    es = load_catalogue("es")
    assert format_deck_list({WILLED: 1}, es) == "1 Because I Have Willed It\n"
    assert format_deck_list([]) == ""


def test_format_deck_list_of_a_parsed_deck_merges_lines() -> None:
    deck = parse_deck_list("Because I Have Willed It\n# c\nall in good time\n1x because i have willed it")
    assert format_deck_list(deck) == "2 Because I Have Willed It\n1 All in Good Time\n"


@pytest.mark.parametrize("bad", [{WILLED: 0}, {WILLED: -1}, {WILLED: 1.5}, {WILLED: True}])
def test_format_deck_list_bad_counts(bad) -> None:
    with pytest.raises(DeckListError):
        format_deck_list(bad)
    assert issubclass(DeckListError, ArchenemyError)


def test_format_deck_list_unknown_id() -> None:
    with pytest.raises(UnknownSchemeError):
        format_deck_list({"no-such-scheme": 1})
    with pytest.raises(DeckListError):
        format_deck_list("because-i-have-willed-it")  # type: ignore[arg-type]


@given(st.dictionaries(st.sampled_from(ALL_IDS), st.integers(1, 10**12), max_size=30))
def test_round_trip_format_then_parse(counts: dict[str, int]) -> None:
    deck = parse_deck_list(format_deck_list(counts))
    assert deck.problems == ()
    assert deck.counts() == counts
    # First-seen order kept
    assert list(deck.counts()) == list(counts)
    assert format_deck_list(deck) == format_deck_list(counts)


_PREFIXES = st.sampled_from(["{n} ", "{n}x ", "{n}X ", "{n} x ", "  {n}\t"])
_SUFFIXES = st.sampled_from(["", " (OE01) 7", " [ARC]", " # note", " // note", "   "])


def _variant_spelling(text: str, how: int) -> str:
    if how == 1:
        text = text.lower()
    elif how == 2:
        text = text.upper()
    return text.replace("'", "’") if how % 2 else text


@given(
    st.lists(
        st.tuples(st.sampled_from(ALL_IDS), st.integers(1, 99), _PREFIXES, _SUFFIXES, st.integers(0, 3)),
        max_size=25,
    ),
    st.sampled_from(["\n", "\r\n", "\r"]),
    st.booleans(),
)
def test_round_trip_of_hand_typed_lists(entries, newline: str, bom: bool) -> None:
    lines = ["# my scheme deck", ""]
    expected: dict[str, int] = {}
    for scheme_id, count, prefix, suffix, how in entries:
        lines.append(prefix.format(n=count) + _variant_spelling(name(scheme_id), how) + suffix)
        expected[scheme_id] = expected.get(scheme_id, 0) + count
    text = ("\ufeff" if bom else "") + newline.join(lines)
    deck = parse_deck_list(text)
    assert deck.problems == ()
    assert deck.counts() == expected
    assert [e.line for e in deck.entries] == list(range(3, 3 + len(entries)))
    assert parse_deck_list(format_deck_list(deck)).counts() == expected


@given(st.text(max_size=200))
def test_parse_never_raises_on_any_text(text: str) -> None:
    report = check_deck_list(text)
    assert report.legal == (report.problems == ())
    for p in report.problems:
        assert p.code in PROBLEM_CODES
        assert p.line is None or p.line >= 1


def test_engine_decks_does_not_import_qt() -> None:
    code = "import sys, archenemy.engine.decks; sys.exit('PySide6' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_parsed_deck_is_a_value() -> None:
    a = parse_deck_list("2 Because I Have Willed It")
    b = parse_deck_list("2x because i have willed it # same")
    assert a == b
    assert isinstance(a, ParsedDeck)
    assert hash(a.entries) == hash(b.entries)

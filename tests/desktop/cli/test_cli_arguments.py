"""desktop/cli/arguments.py: what the command-line tools share.

The parser that never exits, one-line errors.
"""

from __future__ import annotations

import io

import pytest

from archenemy.desktop.cli.arguments import (
    Parser,
    UsageError,
    internal_error,
    language_option,
    parse_arguments,
    write_text,
)


def _parser(out: io.StringIO, err: io.StringIO) -> Parser:
    parser = Parser(out, err, prog="archenemy tool", allow_abbrev=False)
    parser.add_argument("--lang", choices=("en", "es"))
    parser.add_argument("file")
    return parser


def test_help_and_bad_arguments_never_exit_the_process() -> None:
    out, err = io.StringIO(), io.StringIO()
    assert parse_arguments(_parser(out, err), ["--help"], err) == 0
    assert "usage: archenemy tool" in out.getvalue() and err.getvalue() == ""
    out, err = io.StringIO(), io.StringIO()
    assert parse_arguments(_parser(out, err), [], err) == 2
    assert err.getvalue() == "archenemy tool: the following arguments are required: file (see --help)\n"
    out, err = io.StringIO(), io.StringIO()
    assert parse_arguments(_parser(out, err), ["--lang", "fr", "f"], err) == 2
    assert err.getvalue().startswith("archenemy tool: argument --lang: invalid choice: 'fr'")
    args = parse_arguments(_parser(out, err), ["--lang", "es", "f"], err)
    assert not isinstance(args, int) and (args.lang, args.file) == ("es", "f")


def test_a_usage_error_names_its_command() -> None:
    error = UsageError("use 'archenemy deck check FILE'", "archenemy deck")
    assert str(error) == "archenemy deck: use 'archenemy deck check FILE'"
    assert error.message == "use 'archenemy deck check FILE'" and error.prog == "archenemy deck"
    assert str(UsageError("unrecognized arguments: -x")) == "archenemy: unrecognized arguments: -x"


def test_the_language_is_the_option_else_the_settings() -> None:
    assert language_option("ES") == "es"
    assert language_option(None) in ("en", "es")
    with pytest.raises(UsageError) as caught:
        language_option("fr")
    assert str(caught.value) == "archenemy: unknown language 'fr': use en or es"


class _Ascii(io.StringIO):
    encoding = "ascii"

    def write(self, text: str) -> int:
        # Raises UnicodeEncodeError as a real ASCII stream does
        text.encode(self.encoding)
        return super().write(text)


class _Broken(io.StringIO):
    def write(self, text: str) -> int:
        raise OSError("the terminal went away")


def test_text_the_stream_cannot_show_is_replaced_and_an_internal_error_is_one_line() -> None:
    stream = _Ascii()
    write_text(stream, "Año\n")
    assert stream.getvalue() == "A?o\n"
    err = io.StringIO()
    assert internal_error(err, "archenemy images", RuntimeError("no\n  file")) == 2
    assert err.getvalue() == "archenemy images: internal error: RuntimeError\n"
    err = io.StringIO()
    assert internal_error(err, "archenemy deck check", RuntimeError("no\n  file"), detail=True) == 2
    assert err.getvalue() == "archenemy deck check: internal error: RuntimeError: no file\n"
    # A broken stream: no raise
    assert internal_error(_Broken(), "archenemy", RuntimeError()) == 2

"""``archenemy`` with no argument opens the app, and a failure of it is one line.

The app opened without the command line's parser (:mod:`archenemy.desktop.cli.desktop`) words a failure as
every command does: an exit status and one line on standard error, never a traceback.
"""

from __future__ import annotations

import io

import pytest

from archenemy.desktop import app
from archenemy.desktop.cli import desktop, main
from archenemy.engine.errors import JournalError


@pytest.fixture
def no_child(monkeypatch: pytest.MonkeyPatch) -> None:
    # No games folder is scanned and no child forked for a snapshot made ahead.
    monkeypatch.setattr(desktop, "start_resume_ahead", lambda: None)


def test_no_argument_opens_the_app(monkeypatch: pytest.MonkeyPatch, no_child: None) -> None:
    opened: list[tuple[object, object]] = []
    monkeypatch.setattr(app, "run_gui", lambda language, ahead=None: opened.append((language, ahead)) or 0)
    assert main([], err=io.StringIO()) == 0
    assert opened == [(None, None)]


@pytest.mark.parametrize(
    ("failure", "status", "line"),
    [
        (JournalError("journal_unreadable"), 1, "archenemy: "),
        (RuntimeError("boom"), 2, "archenemy: internal error: RuntimeError\n"),
        (KeyboardInterrupt(), 130, ""),
    ],
)
def test_a_failure_of_the_app_is_an_exit_status_and_one_line(
    monkeypatch: pytest.MonkeyPatch, no_child: None, failure: BaseException, status: int, line: str
) -> None:
    def fail(language: str | None, ahead: object = None) -> int:
        raise failure

    monkeypatch.setattr(app, "run_gui", fail)
    err = io.StringIO()
    assert main([], err=err) == status
    said = err.getvalue()
    assert said.startswith(line) and said.count("\n") == (1 if line else 0) and "Traceback" not in said


def test_a_reader_of_standard_output_gone_is_status_0_and_nothing_said(
    monkeypatch: pytest.MonkeyPatch, no_child: None
) -> None:
    from archenemy.desktop.cli import arguments

    def fail(language: str | None, ahead: object = None) -> int:
        raise BrokenPipeError

    quieted: list[object] = []
    monkeypatch.setattr(app, "run_gui", fail)
    # Not pytest's own output: only that standard output would be sent to the null device
    monkeypatch.setattr(arguments, "quiet_stdout", quieted.append)
    err = io.StringIO()
    assert main([], err=err) == 0
    assert err.getvalue() == "" and len(quieted) == 1

# Archenemy Companion: build and test plumbing.
#
#   make run        set up .venv, build the translations, start the app
#                   (arguments for the app: make run ARGS='schemes --lang es')
#   make test       set up .venv with the test extra, run pytest offscreen
#                   (extra pytest arguments: make test PYTEST_ARGS='-k deck -x')
#   make resources  regenerate resources/*.json from ../shared/data
#   make i18n-update  refresh i18n/*.ts from the sources (keeps translations)
#   make lint       ruff (check, format --check) on every Python file, mypy --strict on the engine, mypy on the desktop
#   make bench      start-up and replay timings, as ratios against a bare PySide6 window
#   make screenshots  regenerate docs/screenshots/ (offscreen)
#   make clean      remove .venv, stamps, built translations and caches
#
# Set QT_SYSTEM_DEPS=skip to skip the check of the system libraries Qt needs.

PYTHON      ?= python3
VENV        ?= .venv
PYTEST_ARGS ?=
PIP_FLAGS   ?= --quiet
# Where `make resources` reads the curated data (tools/generate_resources.py's default).
SHARED      ?= ../shared/data

VENV_PY  := $(VENV)/bin/python
VENV_CFG := $(VENV)/pyvenv.cfg
STAMPS   := .make-stamps

TS := $(wildcard i18n/*.ts)
QM := $(TS:.ts=.qm)

# pyside6-lupdate's options for i18n/*.ts (tests/test_i18n.py reads this line).
# English is the source language; `_tr` is texts.py's QCoreApplication.translate.
# Every Python file of the desktop packages (the sources lupdate reads).
DESKTOP_PY = $(shell find desktop -name '*.py' | sort)

LUPDATE_FLAGS := -extensions py -tr-function-alias translate+=_tr -source-language en -locations none -no-obsolete

.DEFAULT_GOAL := help
.DELETE_ON_ERROR:
.PHONY: help lint run test bench screenshots resources translations i18n-update clean qt-deps-offscreen qt-deps-x11

help:
	@sed -n '3,13s/^# \{0,1\}//p' $(firstword $(MAKEFILE_LIST))

run: qt-deps-x11 $(STAMPS)/install translations
	$(VENV)/bin/archenemy $(ARGS)

test: qt-deps-offscreen $(STAMPS)/install-test translations
	QT_QPA_PLATFORM=offscreen $(VENV_PY) -m pytest $(PYTEST_ARGS)

bench: qt-deps-offscreen $(STAMPS)/install translations
	QT_QPA_PLATFORM=offscreen $(VENV_PY) tools/bench.py $(BENCH_ARGS)

screenshots: qt-deps-offscreen $(STAMPS)/install translations
	QT_QPA_PLATFORM=offscreen $(VENV_PY) tools/screenshots.py

# The import package `archenemy` as the wheel lays it out, for mypy (see pyproject's [tool.mypy]).
LINT_ROOT := $(STAMPS)/lint-root

lint: $(STAMPS)/install-dev
	@mkdir -p $(LINT_ROOT)/archenemy
	@for d in engine desktop resources i18n; do ln -sfn ../../../$$d $(LINT_ROOT)/archenemy/$$d; done
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy --strict -p archenemy.engine
	$(VENV)/bin/mypy -p archenemy.desktop

translations: $(QM)

resources:
	$(PYTHON) tools/generate_resources.py --shared $(SHARED)

# --- system libraries -------------------------------------------------------

qt-deps-offscreen:
	@bash tools/qt-system-deps.sh offscreen

qt-deps-x11:
	@bash tools/qt-system-deps.sh x11

# --- virtual environment ----------------------------------------------------
# The stamps live outside .venv but depend on .venv/pyvenv.cfg, so a new venv
# means a new install; a changed pyproject.toml means a re-install.

$(VENV_CFG):
	@$(PYTHON) -c 'import venv, ensurepip' 2>/dev/null || { \
	  echo "$(PYTHON) cannot create virtual environments (no venv/ensurepip)." >&2; \
	  echo "On Debian/Ubuntu: sudo apt-get install python3-venv" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)

$(STAMPS)/install: pyproject.toml $(VENV_CFG)
	$(VENV_PY) -m pip install $(PIP_FLAGS) -e .
	@mkdir -p $(STAMPS) && touch $@

$(STAMPS)/install-test: $(STAMPS)/install
	$(VENV_PY) -m pip install $(PIP_FLAGS) -e '.[test]'
	@mkdir -p $(STAMPS) && touch $@

$(STAMPS)/install-dev: $(STAMPS)/install
	$(VENV_PY) -m pip install $(PIP_FLAGS) -e '.[dev]'
	@mkdir -p $(STAMPS) && touch $@

# --- translations: i18n/*.ts -> i18n/*.qm (nothing to do when there is no .ts)

i18n/%.qm: i18n/%.ts | $(STAMPS)/install
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

# Spanish: every message.  English: only the plural (%n) messages, so that
# "%n card(s)" reads "1 card" / "2 cards"; the rest needs no translation.
i18n-update: | $(STAMPS)/install
	$(VENV)/bin/pyside6-lupdate $(LUPDATE_FLAGS) -target-language es $(DESKTOP_PY) -ts i18n/archenemy_es.ts
	$(VENV)/bin/pyside6-lupdate $(LUPDATE_FLAGS) -target-language en -pluralonly $(DESKTOP_PY) -ts i18n/archenemy_en.ts

# --- cleaning ---------------------------------------------------------------

clean:
	rm -rf $(VENV) $(STAMPS) build dist *.egg-info .pytest_cache .hypothesis
	rm -f i18n/*.qm
	find . -name __pycache__ -type d -not -path './.git/*' -prune -exec rm -rf {} +
